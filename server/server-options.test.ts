import { describe, expect, it } from 'vitest';
import { ServerOptionsError, parseServerOptions } from './server-options';

describe('parseServerOptions', () => {
  it("takes next start's -H and -p, the port falling back to the one given (PORT)", () => {
    expect(parseServerOptions(['-H', '127.0.0.1', '-p', '4100'], 3000)).toEqual({
      hostname: '127.0.0.1',
      port: 4100,
    });
    expect(parseServerOptions(['--hostname', '::1', '--port', '80'], 9)).toEqual({
      hostname: '::1',
      port: 80,
    });
    expect(parseServerOptions([], 8080)).toEqual({ hostname: undefined, port: 8080 });
  });

  it.each([
    [['-p', 'http'], /port must be a whole number/],
    [['-p', '70000'], /port must be a whole number/],
    [['--keepAliveTimeout', '5'], /usage: npm start -- \[-H host\] \[-p port\]/],
    [['extra'], /usage/],
  ])('refuses %j with a message saying what to fix', (args, message) => {
    expect(() => parseServerOptions(args, 3000)).toThrow(ServerOptionsError);
    expect(() => parseServerOptions(args, 3000)).toThrow(message);
  });
});
