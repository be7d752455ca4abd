import { localeNames, isLocale } from '@/locales';
import { useLavanda } from '@/lib/i18n/LavandaContext';
import { useT } from '@/lib/i18n/useT';
import styles from './footer.module.css';

/** Shows the same page, path and query, in another locale. A native select: light and accessible. */
export function LocaleSwitcher() {
  const t = useT();
  const { locale, locales, switchLocale } = useLavanda();
  if (locales.length < 2) return null;
  return (
    <div className={styles.locale}>
      <label htmlFor="locale-switcher" className={styles.localeLabel}>
        {t('footer.language')}
      </label>
      <select
        id="locale-switcher"
        className={styles.localeSelect}
        value={locale}
        onChange={(event) => {
          if (isLocale(event.target.value)) switchLocale(event.target.value);
        }}
      >
        {locales.map((code) => (
          <option key={code} value={code} lang={code}>
            {localeNames[code]}
          </option>
        ))}
      </select>
    </div>
  );
}
