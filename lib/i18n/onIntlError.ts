import type { IntlConfig } from 'react-intl';

/**
 * A missing translation is expected (it falls back to the default message, then the id) and is
 * only worth a warning while developing; any other formatting error is reported.
 */
export const onIntlError: NonNullable<IntlConfig['onError']> = (error) => {
  if (error.code === 'MISSING_TRANSLATION') {
    if (process.env.NODE_ENV === 'development') console.warn(error.message);
    return;
  }
  console.error(error);
};
