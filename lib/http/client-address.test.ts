import type { IncomingMessage } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { clientAddress } from './client-address';

const request = (remoteAddress: string | undefined, headers: IncomingMessage['headers'] = {}) =>
  ({ socket: { remoteAddress }, headers }) as unknown as IncomingMessage;

/** The address of the proxy in front of the site, as the site's socket sees it. */
const PROXY = '10.0.0.5';

describe('clientAddress', () => {
  afterEach(() => {
    delete process.env.TRUSTED_PROXY_COUNT;
  });

  it("is the connection's address", () => {
    expect(clientAddress(request('203.0.113.7'))).toBe('203.0.113.7');
  });

  it('ignores forwarded-for headers without trusted proxies, since any client can write them', () => {
    const forged = request('203.0.113.7', {
      'x-forwarded-for': '198.51.100.1',
      'x-real-ip': '198.51.100.2',
      forwarded: 'for=198.51.100.3',
    });
    expect(clientAddress(forged)).toBe('203.0.113.7');
    expect(clientAddress(forged, 0)).toBe('203.0.113.7');
  });

  it('counts clients whose address is unknown (a closed socket) as one', () => {
    expect(clientAddress(request(undefined))).toBe('unknown');
  });

  it('behind one proxy, is the entry it appended: the last, whatever the client wrote before it', () => {
    expect(clientAddress(request(PROXY, { 'x-forwarded-for': '203.0.113.7' }), 1)).toBe(
      '203.0.113.7',
    );
    const forged = request(PROXY, { 'x-forwarded-for': '198.51.100.1, 192.0.2.9,203.0.113.7' });
    expect(clientAddress(forged, 1)).toBe('203.0.113.7');
  });

  it('behind two proxies, is the entry the farther one appended: the second from the right', () => {
    // client 203.0.113.7 → CDN (appends the client) → load balancer 10.0.0.5 (appends the CDN).
    const twice = request(PROXY, {
      'x-forwarded-for': '198.51.100.1, 203.0.113.7, 192.0.2.44',
    });
    expect(clientAddress(twice, 2)).toBe('203.0.113.7');
    expect(clientAddress(twice, 1)).toBe('192.0.2.44');
  });

  it("gives visitors behind the proxy each their own address, not the proxy's", () => {
    const a = clientAddress(request(PROXY, { 'x-forwarded-for': '203.0.113.7' }), 1);
    const b = clientAddress(request(PROXY, { 'x-forwarded-for': '203.0.113.8' }), 1);
    expect(a).not.toBe(b);
  });

  it("falls back to the connection's address when the header did not come through every proxy", () => {
    expect(clientAddress(request(PROXY), 1)).toBe(PROXY);
    expect(clientAddress(request(PROXY, { 'x-forwarded-for': '203.0.113.7' }), 2)).toBe(PROXY);
    expect(clientAddress(request(PROXY, { 'x-forwarded-for': '203.0.113.7, ' }), 1)).toBe(PROXY);
  });

  it('reads TRUSTED_PROXY_COUNT when not told', () => {
    const behind = request(PROXY, { 'x-forwarded-for': '198.51.100.1, 203.0.113.7' });
    expect(clientAddress(behind)).toBe(PROXY);
    process.env.TRUSTED_PROXY_COUNT = '1';
    expect(clientAddress(behind)).toBe('203.0.113.7');
  });
});
