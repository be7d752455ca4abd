import { useTheme } from 'next-themes';
import { useSyncExternalStore } from 'react';
import { useT } from '@/lib/i18n/useT';
import { IconButton } from '../buttons';
import { MoonIcon, SunIcon } from '../icons';
import styles from './header.module.css';

const noSubscription = () => () => {};

/**
 * Switches between light and dark. The icon follows the mode through CSS, so the server-rendered
 * button is right before any JavaScript runs; `aria-pressed` needs the resolved mode, which only
 * the browser knows, and is set once hydrated.
 */
export function ColorModeToggle() {
  const t = useT();
  const { resolvedTheme, setTheme } = useTheme();
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const dark = hydrated && resolvedTheme === 'dark';
  return (
    <IconButton
      type="button"
      aria-label={t('header.toggleColorMode')}
      aria-pressed={dark}
      onClick={() => setTheme(resolvedTheme === 'dark' ? 'light' : 'dark')}
    >
      <span className={styles.lightIcon}>
        <MoonIcon />
      </span>
      <span className={styles.darkIcon}>
        <SunIcon />
      </span>
    </IconButton>
  );
}
