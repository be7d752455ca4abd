import { GenerateAuthorizationCodeDocument } from '../generated/graphql';
import { type Backend, defaultBackend } from './backend';
import { editorPreviewsAvailable } from './editor-previews';

export type AuthorizationCodeResult =
  | { kind: 'code'; code: string }
  | { kind: 'rejected' }
  /** This WordPress has no FaustWP: nobody can sign in. */
  | { kind: 'unavailable' };

/**
 * Faust's local login: an identifier that looks like an e-mail address is sent as `email`,
 * anything else as `username`.
 */
export function credentialsFor(identifier: string, password: string) {
  const trimmed = identifier.trim();
  return /^[^\s@]+@[^\s@]+$/.test(trimmed)
    ? { email: trimmed, password }
    : { username: trimmed, password };
}

/**
 * FaustWP's generateAuthorizationCode. WordPress explains a refusal in HTML naming the account
 * ("The username x is not registered"); that text is not passed on, so the login form cannot be
 * used to find out which accounts exist.
 */
export async function generateAuthorizationCode(
  identifier: string,
  password: string,
  clientAddress?: string,
  backend: Backend = defaultBackend(),
): Promise<AuthorizationCodeResult> {
  if (!(await editorPreviewsAvailable(backend))) return { kind: 'unavailable' };
  // The visitor's address goes along: the backend's sign-in limits count per visitor.
  const answer = await backend.client(
    GenerateAuthorizationCodeDocument,
    credentialsFor(identifier, password),
    { clientAddress },
  );
  const code = answer.generateAuthorizationCode?.code;
  return code ? { kind: 'code', code } : { kind: 'rejected' };
}
