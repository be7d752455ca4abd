import { describe, expect, it } from 'vitest';
import { openStore } from '../store/open-store';
import { clientKey, recordFailure, recordSuccess, signInLock } from './sign-in-throttle';

/* The throttle's counts (the HTTP side: server/sign-in-addresses.test.ts). */

const NOW = Date.UTC(2026, 10, 22, 12, 0, 0);

describe('clientKey', () => {
  it('counts an IPv6 address by its /64, written any way', () => {
    const key = '2001:db8:0:0::/64';
    expect(clientKey('2001:db8::1')).toBe(key);
    expect(clientKey('2001:0DB8:0000:0000:ffff::2')).toBe(key);
    expect(clientKey('2001:db8:0:0:1:2:3:4')).toBe(key);
    expect(clientKey('2001:db8:0:0::ffff:1.2.3.4')).toBe(key);
    expect(clientKey('2001:db8:0:1::1')).toBe('2001:db8:0:1::/64');
    expect(clientKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(clientKey('::1')).toBe('0:0:0:0::/64');
  });

  it('counts an IPv4 address as itself, also IPv4-mapped', () => {
    expect(clientKey('192.0.2.7')).toBe('192.0.2.7');
    expect(clientKey('::ffff:192.0.2.7')).toBe('192.0.2.7');
    expect(clientKey('unknown')).toBe('unknown');
  });
});

describe('signInLock', () => {
  it('locks a /64 trying name after name, whichever of its addresses asks', () => {
    const db = openStore(':memory:');
    for (let i = 0; i < 20; i++) recordFailure(db, `name${i}`, `2001:db8::${i + 1}`, NOW);
    expect(signInLock(db, 'editor', '2001:db8::ffff', NOW)).toEqual({ by: 'address', seconds: 60 });
    expect(signInLock(db, 'editor', '2001:db8:0:1::1', NOW)).toBeNull();
    expect(signInLock(db, 'editor', '2001:db8::1', NOW + 60_000)).toBeNull();
  });

  it("a success clears the name's count for its address, not the address's own", () => {
    const db = openStore(':memory:');
    for (let i = 0; i < 4; i++) recordFailure(db, 'editor', '192.0.2.1', NOW);
    for (let i = 0; i < 15; i++) recordFailure(db, `name${i}`, '192.0.2.1', NOW);
    recordSuccess(db, 'editor', '192.0.2.1');
    expect(signInLock(db, 'editor', '192.0.2.1', NOW)).toBeNull();
    recordFailure(db, 'editor', '192.0.2.1', NOW);
    // The name's count started again (1 of 5); the address's reached 20.
    expect(signInLock(db, 'editor', '192.0.2.1', NOW)).toEqual({ by: 'address', seconds: 60 });
    expect(signInLock(db, 'editor', '192.0.2.2', NOW)).toBeNull();
  });
});
