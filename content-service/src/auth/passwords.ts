import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/*
 * Password hashes of content-service users: scrypt (node:crypto, no native dependency) with a
 * random salt, stored in `users.user_pass` as `$scrypt$N=…,r=…,p=…$SALT$HASH` (base64). The
 * parameters travel with the hash so they can be raised later without breaking stored ones.
 * WordPress's own hashes (phpass, bcrypt) are not recognised: exported users carry none anyway,
 * and a user without a hash of ours cannot sign in until given a password.
 */

const PREFIX = '$scrypt$';
const KEY_LENGTH = 64;
const SALT_BYTES = 16;
/** OWASP's minimum for scrypt (N=2^17, r=8, p=1) costs 128 MiB; 2^15 keeps a login under 100 ms. */
const PARAMS = { N: 2 ** 15, r: 8, p: 1 } as const;
/** Node's default maxmem (32 MiB) is below 128·N·r for N=2^15; allow what the params need. */
const MAX_MEM = 256 * 1024 * 1024;

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(
      password.normalize('NFC'),
      salt,
      KEY_LENGTH,
      { ...options, maxmem: MAX_MEM },
      (e, key) => (e ? reject(e) : resolve(key)),
    );
  });
}

export async function hashPassword(password: string): Promise<string> {
  if (password === '') throw new Error('the password is empty');
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, PARAMS);
  const params = `N=${PARAMS.N},r=${PARAMS.r},p=${PARAMS.p}`;
  return `${PREFIX}${params}$${salt.toString('base64')}$${key.toString('base64')}`;
}

interface ParsedHash {
  options: { N: number; r: number; p: number };
  salt: Buffer;
  key: Buffer;
}

function parseHash(stored: string): ParsedHash | null {
  if (!stored.startsWith(PREFIX)) return null;
  const [params, salt, key] = stored.slice(PREFIX.length).split('$');
  const match = /^N=(\d+),r=(\d+),p=(\d+)$/.exec(params ?? '');
  if (!match || !salt || !key) return null;
  const [N, r, p] = [Number(match[1]), Number(match[2]), Number(match[3])];
  // Refuse parameters that would let a tampered row make a login cost minutes or gigabytes.
  if (N < 2 || N > 2 ** 20 || r < 1 || r > 32 || p < 1 || p > 16) return null;
  return {
    options: { N, r, p },
    salt: Buffer.from(salt, 'base64'),
    key: Buffer.from(key, 'base64'),
  };
}

/** Whether `stored` is a hash this module can check (an empty or foreign hash is not). */
export function isUsableHash(stored: string): boolean {
  return parseHash(stored) !== null;
}

/** Checks a password against a stored hash in constant time; false for unusable hashes. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parseHash(stored);
  if (!parsed || parsed.key.length !== KEY_LENGTH || password === '') return false;
  const key = await derive(password, parsed.salt, parsed.options);
  return timingSafeEqual(key, parsed.key);
}
