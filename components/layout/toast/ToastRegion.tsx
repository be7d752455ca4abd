import { Box, chakra, Flex } from '@chakra-ui/react';
import { useEffect, useSyncExternalStore } from 'react';
import { useT } from '@/lib/i18n/useT';
import { IconButton } from '../buttons';
import { CloseIcon } from '../icons';
import { takeFlashToast } from './flash';
import {
  TOAST_PLACEMENTS,
  toaster as siteToaster,
  type Toast,
  type ToastPlacement,
  type Toaster,
} from './toaster';

const NO_TOASTS: readonly Toast[] = [];

const PLACEMENT_STYLES: Record<ToastPlacement, Record<string, string>> = {
  'top-start': { top: '4', insetInlineStart: '4', alignItems: 'flex-start' },
  top: { top: '4', insetInline: '0', alignItems: 'center' },
  'top-end': { top: '4', insetInlineEnd: '4', alignItems: 'flex-end' },
  'bottom-start': { bottom: '4', insetInlineStart: '4', alignItems: 'flex-start' },
  bottom: { bottom: '4', insetInline: '0', alignItems: 'center' },
  'bottom-end': { bottom: '4', insetInlineEnd: '4', alignItems: 'flex-end' },
};

const STATUS_COLOR = {
  info: 'fg.info',
  success: 'fg.success',
  warning: 'brand.fg',
  error: 'fg.error',
};

/**
 * Shows the toaster's toasts in their placements, above everything (z-index 5500), each 300 to
 * 560 px wide. The live region is always in the page so that screen readers announce new toasts;
 * errors are announced at once (role alert). A toast the previous page left for this one (see
 * flash.ts) is opened on arrival.
 */
export function ToastRegion({ toaster = siteToaster }: { toaster?: Toaster }) {
  const t = useT();
  const toasts = useSyncExternalStore(toaster.subscribe, toaster.getSnapshot, () => NO_TOASTS);
  useEffect(() => {
    const flash = takeFlashToast();
    if (flash) toaster.open(flash);
  }, [toaster]);
  return (
    <section aria-label={t('toast.region')} aria-live="polite">
      {TOAST_PLACEMENTS.map((placement) => {
        const here = toasts.filter((toast) => toast.placement === placement);
        if (here.length === 0) return null;
        return (
          <Flex
            key={placement}
            data-placement={placement}
            position="fixed"
            zIndex="toast"
            direction="column"
            gap="2"
            pointerEvents="none"
            {...PLACEMENT_STYLES[placement]}
          >
            {here.map((toast) => (
              <Flex
                key={toast.id}
                role={toast.status === 'error' ? 'alert' : 'status'}
                pointerEvents="auto"
                minW="300px"
                maxW="min(560px, calc(100vw - 2rem))"
                gap="3"
                alignItems="flex-start"
                p="4"
                bg="bg.panel"
                color="fg"
                borderRadius="md"
                borderInlineStartWidth="4px"
                borderInlineStartColor={STATUS_COLOR[toast.status]}
                boxShadow="lg"
              >
                <Box flex="1">
                  <chakra.p fontWeight="semibold">{toast.title}</chakra.p>
                  {toast.description && <chakra.p color="fg.muted">{toast.description}</chakra.p>}
                </Box>
                <IconButton
                  type="button"
                  aria-label={t('toast.close')}
                  width="8"
                  height="8"
                  onClick={() => toaster.close(toast.id)}
                >
                  <CloseIcon size={18} />
                </IconButton>
              </Flex>
            ))}
          </Flex>
        );
      })}
    </section>
  );
}
