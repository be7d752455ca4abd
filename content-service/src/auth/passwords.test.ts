import { describe, expect, it } from 'vitest';
import { hashPassword, isUsableHash, verifyPassword } from './passwords';

describe('password hashes', () => {
  it('verify the password they were made from, and no other', async () => {
    const hash = await hashPassword('s3cret pass');
    expect(hash).toMatch(/^\$scrypt\$N=32768,r=8,p=1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(await verifyPassword('s3cret pass', hash)).toBe(true);
    expect(await verifyPassword('s3cret pas', hash)).toBe(false);
    expect(await verifyPassword('', hash)).toBe(false);
  });

  it('use a random salt: one password never gives the same hash twice', async () => {
    const [a, b] = [await hashPassword('same'), await hashPassword('same')];
    expect(a).not.toBe(b);
  });

  it("refuse empty, WordPress's own and tampered hashes", async () => {
    expect(isUsableHash('')).toBe(false);
    expect(await verifyPassword('x', '')).toBe(false);
    expect(await verifyPassword('x', '$P$BfakePhpassHashxxxxxxxxxxxxxxx')).toBe(false);
    const hash = await hashPassword('x');
    expect(await verifyPassword('x', hash.replace('N=32768', 'N=1073741824'))).toBe(false);
    await expect(hashPassword('')).rejects.toThrow('the password is empty');
  });
});
