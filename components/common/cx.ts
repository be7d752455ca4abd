/** Class names joined into one `className`, the falsy ones left out. */
export const cx = (...names: (string | false | null | undefined)[]): string =>
  names.filter(Boolean).join(' ');
