/**
 * Where the proxy renders a 410 or 451 answer (pages/~status/[code].tsx). Its name has a `~`,
 * which a WordPress slug cannot hold, so it never hides a WordPress path.
 */
export const STATUS_ROUTE = '/~status';
