/** PHP's date() and the English month and day names WordPress prints (the site is en_US). */

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/**
 * PHP date() for the format letters WordPress date settings use, on a local `Y-m-d H:i:s`;
 * `offsetSeconds` is the site's UTC offset (for `c`, `O`, `P`, `T`).
 */
export function phpDate(format: string, local: string, offsetSeconds = 0): string {
  const m = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})/.exec(local);
  if (!m) return '';
  const [, Y, mo, d, H, i, s] = m as unknown as [
    string,
    string,
    string,
    string,
    string,
    string,
    string,
  ];
  const date = new Date(Date.UTC(+Y, +mo - 1, +d, +H, +i, +s));
  const hour = +H;
  const day = +d;
  const suffix =
    day % 10 === 1 && day !== 11
      ? 'st'
      : day % 10 === 2 && day !== 12
        ? 'nd'
        : day % 10 === 3 && day !== 13
          ? 'rd'
          : 'th';
  const letters: Record<string, string> = {
    d,
    j: String(day),
    S: suffix,
    D: DAYS[date.getUTCDay()]!.slice(0, 3),
    l: DAYS[date.getUTCDay()]!,
    F: MONTHS[+mo - 1]!,
    M: MONTHS[+mo - 1]!.slice(0, 3),
    m: mo,
    n: String(+mo),
    Y,
    y: Y.slice(2),
    a: hour < 12 ? 'am' : 'pm',
    A: hour < 12 ? 'AM' : 'PM',
    g: String(hour % 12 || 12),
    h: String(hour % 12 || 12).padStart(2, '0'),
    G: String(hour),
    H,
    i,
    s,
    N: String(date.getUTCDay() || 7),
    w: String(date.getUTCDay()),
    t: String(new Date(Date.UTC(+Y, +mo, 0)).getUTCDate()),
    P: zone(offsetSeconds, ':'),
    O: zone(offsetSeconds, ''),
    c: `${Y}-${mo}-${d}T${H}:${i}:${s}${zone(offsetSeconds, ':')}`,
    U: String(Math.floor(date.getTime() / 1000) - offsetSeconds),
  };
  let out = '';
  for (let k = 0; k < format.length; k++) {
    const c = format[k]!;
    if (c === '\\') out += format[++k] ?? '';
    else out += letters[c] ?? c;
  }
  return out;
}

function zone(offsetSeconds: number, separator: string): string {
  const sign = offsetSeconds < 0 ? '-' : '+';
  const abs = Math.abs(offsetSeconds);
  const hours = String(Math.floor(abs / 3600)).padStart(2, '0');
  const minutes = String(Math.floor((abs % 3600) / 60)).padStart(2, '0');
  return `${sign}${hours}${separator}${minutes}`;
}

export { MONTHS, DAYS };
