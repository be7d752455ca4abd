import { escapeHtml } from '../server/site-html';
import type { Store } from '../store/open-store';
import { accountByEmail, accountByLogin, type Account } from './accounts';
import type { AuthClock } from './clock';
import { createKeyedQueue } from './keyed-queue';
import { verifyPassword } from './passwords';
import {
  clientKey,
  recordFailure,
  recordSuccess,
  signInLock,
  type SignInLock,
} from './sign-in-throttle';

/*
 * Credential checks with WordPress's answers (wp_authenticate_username_password and
 * wp_authenticate_email_password), word for word as the reference's faust_generate_ac_* cases
 * record them: FaustWP's generateAuthorizationCode returns the first error message as is.
 */

export interface Credentials {
  username?: string | null;
  email?: string | null;
  password?: string | null;
}

export type SignInResult = { ok: true; account: Account } | { ok: false; error: string };

export interface SignInRequest {
  /** Builds the lost-password link of the wrong-password message. */
  siteUrl: string;
  clock: AuthClock;
  /** Who is signing in (server/client-address.ts): failures are counted per name and address. */
  clientAddress: string;
}

const ERROR = '<strong>Error:</strong>';

function lostPassword(siteUrl: string): string {
  return `<a href="${escapeHtml(`${siteUrl}/wp-login.php?action=lostpassword`)}">Lost your password?</a>`;
}

function failure(error: string): SignInResult {
  return { ok: false, error };
}

async function checkPassword(
  account: Account,
  password: string,
  wrong: () => string,
): Promise<SignInResult> {
  // An account without a usable hash (every WordPress-exported user) cannot sign in.
  return (await verifyPassword(password, account.passwordHash))
    ? { ok: true, account }
    : failure(wrong());
}

/** One sign-in at a time per client: concurrent guesses would all pass the lock unseen. */
const oneAtATime = createKeyedQueue();

/**
 * Signs in as FaustWP's mutation does: by e-mail when one is given, else by username (which may
 * itself be an e-mail address, as wp_authenticate also accepts). Repeated failures lock a name
 * for the address they come from, and an address trying many names, for a while
 * (sign-in-throttle.ts), without checking the password meanwhile.
 */
export async function signIn(
  db: Store,
  credentials: Credentials,
  request: SignInRequest,
): Promise<SignInResult> {
  const name = (credentials.email || credentials.username || '').trim().toLowerCase();
  if (name === '') return checkCredentials(db, credentials, request.siteUrl);
  return oneAtATime(clientKey(request.clientAddress), async () => {
    const { clock, clientAddress } = request;
    const lock = signInLock(db, name, clientAddress, clock());
    if (lock !== null) return failure(lockMessage(lock, name));
    const result = await checkCredentials(db, credentials, request.siteUrl);
    if (result.ok) recordSuccess(db, name, clientAddress);
    else recordFailure(db, name, clientAddress, clock());
    return result;
  });
}

function lockMessage(lock: NonNullable<SignInLock>, name: string): string {
  const wait = `Try again in ${lock.seconds} seconds.`;
  return lock.by === 'address'
    ? `${ERROR} Too many failed attempts to sign in from your address. ${wait}`
    : `${ERROR} Too many failed attempts to sign in as <strong>${escapeHtml(name)}</strong>. ${wait}`;
}

async function checkCredentials(
  db: Store,
  credentials: Credentials,
  siteUrl: string,
): Promise<SignInResult> {
  const password = (credentials.password ?? '').trim();
  const email = (credentials.email ?? '').trim();
  if (email !== '') return signInByEmail(db, email, password, siteUrl);

  const username = (credentials.username ?? '').trim();
  if (username === '') return failure(`${ERROR} The username field is empty.`);
  if (password === '') return failure(`${ERROR} The password field is empty.`);
  const account = accountByLogin(db, username);
  if (!account) {
    if (username.includes('@')) return signInByEmail(db, username, password, siteUrl);
    return failure(
      `${ERROR} The username <strong>${escapeHtml(username)}</strong> is not registered on this site. If you are unsure of your username, try your email address instead.`,
    );
  }
  return checkPassword(
    account,
    password,
    () =>
      `${ERROR} The password you entered for the username <strong>${escapeHtml(username)}</strong> is incorrect. ${lostPassword(siteUrl)}`,
  );
}

async function signInByEmail(
  db: Store,
  email: string,
  password: string,
  siteUrl: string,
): Promise<SignInResult> {
  if (password === '') return failure(`${ERROR} The password field is empty.`);
  const account = accountByEmail(db, email);
  if (!account) {
    return failure(`${ERROR} Unknown email address. Check again or try your username.`);
  }
  return checkPassword(
    account,
    password,
    () =>
      `${ERROR} The password you entered for the email address <strong>${escapeHtml(email)}</strong> is incorrect. ${lostPassword(siteUrl)}`,
  );
}
