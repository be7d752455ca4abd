import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { setPassword } from '../../../content-service/src/auth/user-admin';
import { importWxr, loadAcfFile, loadOptionsFile } from '../../../content-service/src/import';
import { createSchema } from '../../../content-service/src/schema/create-schema';
import { startServer } from '../../../content-service/src/server';
import { openStore } from '../../../content-service/src/store/open-store';
import { readOption } from '../../../content-service/src/store/options';
import { demoSource } from '../../../tests/e2e/support/content-services';
import { createWordPressClient } from '../client/graphql-client';
import { parseSiteEnv } from '../config/site-env';
import { generateAuthorizationCode } from './authorization-code';
import type { Backend } from './backend';
import { getPreview } from './preview';
import { exchangeForTokens } from './token-exchange';

/**
 * The editor's path through the seam against the real content service with the demo content:
 * login code, token exchange (FaustWP's secret from the environment), then previews.
 */
const password = `pw-${Math.random().toString(36).slice(2)}`;
let backend: Backend;
let close: () => Promise<void>;

beforeAll(async () => {
  const db = openStore(':memory:');
  await importWxr(db, demoSource.wxr, {
    options: await loadOptionsFile(demoSource.options),
    acf: await loadAcfFile(demoSource.acf),
  });
  await setPassword(db, 'editor', password);
  const secret = readOption<{ secret_key: string }>(db, 'faustwp_settings')?.secret_key ?? '';
  vi.stubEnv('FAUST_SECRET_KEY', secret);
  const server = await startServer({
    db,
    schema: createSchema(db),
    port: 0,
    host: '127.0.0.1',
    log: () => {},
  });
  const env = parseSiteEnv({ NEXT_PUBLIC_WORDPRESS_URL: server.url });
  backend = { env, now: Date.now, client: createWordPressClient({ endpoint: env.graphqlUrl }) };
  close = async () => {
    await server.close();
    db.close();
  };
});

afterAll(async () => {
  vi.unstubAllEnvs();
  await close();
});

async function accessToken(): Promise<string> {
  const code = await generateAuthorizationCode('editor', password, undefined, backend);
  if (code.kind !== 'code') throw new Error('no code');
  const exchanged = await exchangeForTokens({ code: code.code }, backend);
  if (exchanged.kind !== 'tokens') throw new Error(`no tokens: ${exchanged.kind}`);
  return exchanged.tokens.accessToken;
}

describe('previews through the seam (demo content)', () => {
  it("counts a stranger's failed sign-ins against the stranger: the editor, elsewhere, still signs in", async () => {
    for (let guess = 0; guess < 25; guess++) {
      await generateAuthorizationCode('editor', `wrong-${guess}`, '203.0.113.9', backend);
    }
    expect(await generateAuthorizationCode('editor', password, '198.51.100.7', backend)).toEqual({
      kind: 'code',
      code: expect.any(String),
    });
  });

  it('refuses a wrong password without saying why', async () => {
    expect(await generateAuthorizationCode('editor', 'wrong', undefined, backend)).toEqual({
      kind: 'rejected',
    });
  });

  it('shows the draft to a signed-in editor', async () => {
    const result = await getPreview({ id: 290, typeName: 'Post' }, await accessToken(), backend);
    expect(result).toMatchObject({
      kind: 'found',
      preview: { kind: 'post', status: 'draft', post: { id: 290 } },
    });
    if (result.kind === 'found' && result.preview.kind === 'post') {
      expect(result.preview.post.title).toBe('Studio 4.1 preview: comments on steps');
      expect(result.preview.post.contentHtml).toContain('Draft, not for publication yet.');
    }
  });

  it('shows the latest revision of a published post at the post’s address', async () => {
    const result = await getPreview({ id: 144, typeName: 'Post' }, await accessToken(), backend);
    expect(result).toMatchObject({ kind: 'found', preview: { kind: 'post', status: 'revision' } });
    if (result.kind === 'found' && result.preview.kind === 'post') {
      expect(result.preview.post.title).toBe(
        'Public API v2 is generally available, with official SDKs',
      );
      expect(result.preview.post.uri).toBe(
        '/news/product-updates/public-api-v2-generally-available/',
      );
      expect(result.preview.post.contentHtml).toContain('Official SDKs');
      // The post's publication date, not the revision's (saved on 18 September).
      expect(result.preview.post.date).toBe('2026-09-15T09:00:00');
    }
  });

  it('reports a token WordPress does not accept as unauthorized', async () => {
    expect(await getPreview({ id: 290, typeName: null }, 'not-a-token', backend)).toEqual({
      kind: 'unauthorized',
    });
  });

  it('is not found for a node that does not exist or is another type', async () => {
    const token = await accessToken();
    expect(await getPreview({ id: 999_999, typeName: null }, token, backend)).toEqual({
      kind: 'not-found',
    });
    expect(await getPreview({ id: 290, typeName: 'Page' }, token, backend)).toEqual({
      kind: 'not-found',
    });
  });
});
