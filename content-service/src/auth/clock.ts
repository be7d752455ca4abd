/** The auth clock in milliseconds since the epoch; tests and the conformance replay move it. */
export type AuthClock = () => number;

export const systemClock: AuthClock = () => Date.now();

/** PHP's time(): whole seconds, as FaustWP reports token expirations. */
export function epochSeconds(clock: AuthClock): number {
  return Math.floor(clock() / 1000);
}
