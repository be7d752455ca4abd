import { randomUUID } from 'node:crypto';
import { createSchema } from '../../schema/create-schema';
import {
  startTestServer,
  type SendInit,
  type TestResponse,
  type TestServer,
} from '../../server/test/test-server';
import { openStore, type Store } from '../../store/open-store';
import { writeOption } from '../../store/options';
import { DEFAULT_LIFETIMES, type AuthLifetimes } from '../lifetimes';
import { addUser } from '../user-admin';

/*
 * A small site for the sign-in tests: an administrator, an editor, an author (each with the
 * password PASSWORD), a user without a password (as WordPress exports them), the editor's
 * published post 10 with a revision 20 and a newer autosave 21, page 30 with an autosave 31,
 * the editor's draft 11 and the author's draft 12, served with the real schema and a clock the
 * test moves.
 */

export const PASSWORD = 'correct horse battery staple';

export interface AuthTestSite {
  db: Store;
  server: TestServer;
  /** The FaustWP secret of the site (random per run). */
  secret: string;
  /** Moves the auth clock forward. */
  advance(seconds: number): void;
  /** Milliseconds on the auth clock. */
  now(): number;
  ids: { admin: number; editor: number; author: number; exported: number };
  close(): Promise<void>;
}

const START = Date.UTC(2026, 10, 22, 12, 0, 0);

export async function startAuthTestSite(
  /** 'environment': the server reads CONTENT_*_TTL and the system clock, as in production. */
  lifetimes: AuthLifetimes | 'environment' = DEFAULT_LIFETIMES,
): Promise<AuthTestSite> {
  const db = openStore(':memory:');
  const secret = randomUUID();
  writeOption(db, 'home', 'http://127.0.0.1:8080');
  writeOption(db, 'siteurl', 'http://127.0.0.1:8080');
  writeOption(db, 'permalink_structure', '/%postname%/');
  writeOption(db, 'faustwp_settings', {
    secret_key: secret,
    frontend_uri: 'http://localhost:3000',
  });
  const user = (login: string, role: string) =>
    addUser(db, { login, email: `${login}@example.com`, role, password: PASSWORD });
  const ids = {
    admin: await user('admin', 'administrator'),
    editor: await user('editor', 'editor'),
    author: await user('jonas', 'author'),
    exported: db
      .prepare("INSERT INTO users (user_login, user_email) VALUES ('exported', 'x@example.com')")
      .run().lastInsertRowid as number,
  };
  const post = db.prepare(
    `INSERT INTO posts (ID, post_author, post_title, post_status, post_name, post_date, post_date_gmt)
     VALUES (?, ?, ?, ?, ?, '2026-01-01 00:00:00', '2026-01-01 00:00:00')`,
  );
  post.run(10, ids.editor, 'Published', 'publish', 'published');
  post.run(11, ids.editor, 'Editor draft', 'draft', '');
  post.run(12, ids.author, 'Author draft', 'draft', '');
  db.prepare(
    `INSERT INTO posts (ID, post_author, post_title, post_status, post_name, post_type, post_date, post_date_gmt)
     VALUES (30, ?, 'About', 'publish', 'about', 'page', '2026-01-01 00:00:00', '2026-01-01 00:00:00')`,
  ).run(ids.editor);
  // Revisions and autosaves (the administrator's) as WordPress keeps them.
  const revision = db.prepare(
    `INSERT INTO posts (ID, post_parent, post_author, post_title, post_status, post_name, post_type,
       post_date, post_date_gmt, post_modified, post_modified_gmt)
     VALUES (@id, @parent, @author, @title, 'inherit', @slug, 'revision', @at, @at, @at, @at)`,
  );
  const { admin, editor } = ids;
  const [jan2, jan3] = ['2026-01-02 00:00:00', '2026-01-03 00:00:00'];
  revision.run({
    id: 20,
    parent: 10,
    author: editor,
    title: 'Published (edit 1)',
    slug: '10-revision-v1',
    at: jan2,
  });
  revision.run({
    id: 21,
    parent: 10,
    author: admin,
    title: 'Published [autosave]',
    slug: '10-autosave-v1',
    at: jan3,
  });
  revision.run({
    id: 31,
    parent: 30,
    author: admin,
    title: 'About [autosave]',
    slug: '30-autosave-v1',
    at: jan2,
  });
  let offset = 0;
  const now = () => START + offset;
  const server = await startTestServer({
    db,
    schema: createSchema(db),
    auth: lifetimes === 'environment' ? undefined : { clock: now, lifetimes },
  });
  return {
    db,
    server,
    secret,
    ids,
    now: lifetimes === 'environment' ? () => Date.now() : now,
    advance: (seconds) => {
      offset += seconds * 1000;
    },
    close: async () => {
      await server.close();
      db.close();
    },
  };
}

export const GENERATE = `mutation GenerateAuthorizationCode($username: String, $email: String, $password: String) {
  generateAuthorizationCode(input: { username: $username, email: $email, password: $password }) { code error }
}`;

export interface GenerateAnswer {
  data: { generateAuthorizationCode: { code: string | null; error: string | null } };
}

/** `from`: the client's address and extra headers (127.0.0.1 and none by default). */
export async function generateCode(
  site: AuthTestSite,
  variables: Record<string, string>,
  from: Pick<SendInit, 'localAddress' | 'headers'> = {},
): Promise<GenerateAnswer['data']['generateAuthorizationCode']> {
  const res = await site.server.send('POST', '/graphql', {
    headers: { 'Content-Type': 'application/json', ...from.headers },
    body: JSON.stringify({ query: GENERATE, variables }),
    localAddress: from.localAddress,
  });
  return (res.json() as GenerateAnswer).data.generateAuthorizationCode;
}

export function authorizeRequest(
  site: AuthTestSite,
  body: unknown,
  options: { secret?: string | null; path?: string; header?: string } = {},
): Promise<TestResponse> {
  const secret = options.secret === undefined ? site.secret : options.secret;
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (secret !== null) headers[options.header ?? 'x-faustwp-secret'] = secret;
  return site.server.send('POST', options.path ?? '/wp-json/faustwp/v1/authorize', {
    headers,
    body: JSON.stringify(body),
  });
}

/** FaustWP's answer to any invalid code or refresh token (500 `invalid_request`). */
export const INVALID_GRANT = {
  code: 'invalid_request',
  message: 'Invalid authorization code or refresh token.',
  data: null,
};

export interface TokenPairBody {
  accessToken: string;
  accessTokenExpiration: number;
  refreshToken: string;
  refreshTokenExpiration: number;
}

/** Signs `login` in through the mutation and the code exchange; the token pair. */
export async function signInAs(site: AuthTestSite, login: string): Promise<TokenPairBody> {
  const { code } = await generateCode(site, { username: login, password: PASSWORD });
  const res = await authorizeRequest(site, { code });
  if (res.status !== 200) throw new Error(`authorize answered ${res.status}: ${res.text}`);
  return res.json() as TokenPairBody;
}
