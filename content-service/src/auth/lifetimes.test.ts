import { describe, expect, it } from 'vitest';
import { DEFAULT_LIFETIMES, lifetimesFromEnv } from './lifetimes';

describe('token lifetimes', () => {
  it("are FaustWP's (60 s, 300 s, 14 days) unless the environment sets them", () => {
    expect(DEFAULT_LIFETIMES).toEqual({ code: 60, access: 300, refresh: 1_209_600 });
    expect(lifetimesFromEnv({})).toEqual(DEFAULT_LIFETIMES);
    expect(
      lifetimesFromEnv({
        CONTENT_AUTH_CODE_TTL: '2',
        CONTENT_ACCESS_TOKEN_TTL: ' 5 ',
        CONTENT_REFRESH_TOKEN_TTL: '30',
      }),
    ).toEqual({ code: 2, access: 5, refresh: 30 });
  });

  it('refuse a value that is not a whole number of seconds, naming the variable', () => {
    for (const bad of ['0', '-5', '1.5', 'soon', '999999999999']) {
      expect(() => lifetimesFromEnv({ CONTENT_ACCESS_TOKEN_TTL: bad })).toThrow(
        `CONTENT_ACCESS_TOKEN_TTL="${bad}": expected a whole number of seconds`,
      );
    }
  });
});
