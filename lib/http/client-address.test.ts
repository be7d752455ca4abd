import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { clientAddress } from './client-address';

const request = (remoteAddress: string | undefined, headers: IncomingMessage['headers'] = {}) =>
  ({ socket: { remoteAddress }, headers }) as unknown as IncomingMessage;

describe('clientAddress', () => {
  it("is the connection's address", () => {
    expect(clientAddress(request('203.0.113.7'))).toBe('203.0.113.7');
  });

  it('ignores forwarded-for headers, which any client can write', () => {
    const forged = request('203.0.113.7', {
      'x-forwarded-for': '198.51.100.1',
      'x-real-ip': '198.51.100.2',
      forwarded: 'for=198.51.100.3',
    });
    expect(clientAddress(forged)).toBe('203.0.113.7');
  });

  it('counts clients whose address is unknown (a closed socket) as one', () => {
    expect(clientAddress(request(undefined))).toBe('unknown');
  });
});
