import { chakra, Flex } from '@chakra-ui/react';
import { localeNames, isLocale } from '@/locales';
import { useLavanda } from '@/lib/i18n/LavandaContext';
import { useT } from '@/lib/i18n/useT';

/** Shows the same page, path and query, in another locale. A native select: light and accessible. */
export function LocaleSwitcher() {
  const t = useT();
  const { locale, locales, switchLocale } = useLavanda();
  if (locales.length < 2) return null;
  return (
    <Flex alignItems="center" gap="2">
      <chakra.label htmlFor="locale-switcher" fontSize="sm" color="fg.muted">
        {t('footer.language')}
      </chakra.label>
      <chakra.select
        id="locale-switcher"
        value={locale}
        onChange={(event) => {
          if (isLocale(event.target.value)) switchLocale(event.target.value);
        }}
        height="9"
        px="2"
        bg="bg"
        color="fg"
        borderWidth="1px"
        borderColor="border.emphasized"
        borderRadius="md"
      >
        {locales.map((code) => (
          <option key={code} value={code} lang={code}>
            {localeNames[code]}
          </option>
        ))}
      </chakra.select>
    </Flex>
  );
}
