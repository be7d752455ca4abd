import { Box, Flex } from '@chakra-ui/react';
import { useSyncExternalStore } from 'react';
import { useT } from '@/lib/i18n/useT';
import { SolidButton } from '../buttons';
import { consentStore } from './consentStore';

/**
 * The cookie notice, fixed to the bottom of the viewport (so it never moves the page: no layout
 * shift), with the configured notice HTML (sanitised by the seam) and an Accept button. Not
 * rendered at all without a configured notice; gone once the consent cookie exists.
 */
export function CookieNotice({ html }: { html: string | null | undefined }) {
  const t = useT();
  const accepted = useSyncExternalStore(
    consentStore.subscribe,
    consentStore.hasConsent,
    consentStore.serverHasConsent,
  );
  if (!html || accepted) return null;
  return (
    <Box
      as="section"
      aria-label={t('cookie.label')}
      data-cookie-notice=""
      position="fixed"
      insetInline="0"
      bottom="0"
      zIndex="banner"
      bg="bg.inverted"
      color="fg.inverted"
      boxShadow="lg"
    >
      <Flex
        maxW="content"
        mx="auto"
        px={{ base: '4', md: '8' }}
        py="4"
        gap="4"
        alignItems={{ base: 'stretch', md: 'center' }}
        direction={{ base: 'column', md: 'row' }}
      >
        <Box
          flex="1"
          fontSize="sm"
          css={{ '& a': { textDecoration: 'underline', fontWeight: 'semibold' } }}
          dangerouslySetInnerHTML={{ __html: html }}
        />
        <SolidButton type="button" onClick={() => void consentStore.accept()}>
          {t('cookie.accept')}
        </SolidButton>
      </Flex>
    </Box>
  );
}
