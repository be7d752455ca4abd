import { createWordPressClient } from '../../../lib/wordpress/client/graphql-client';
import { parseSiteEnv } from '../../../lib/wordpress/config/site-env';
import {
  GenerateAuthorizationCodeDocument,
  TypedDocumentString,
} from '../../../lib/wordpress/generated/graphql';
import { expect, test } from '../support/fixtures';

// The site's Apollo client (lib/wordpress/client) against the real WPGraphQL: its GET/POST rule
// (queries by GET while the address fits in 2047 characters, else POST; mutations by POST),
// mutations and the error catalogue, with every request counted.

function wordpress(): string {
  const url = process.env.E2E_WORDPRESS_BACKEND_URL;
  if (!url) throw new Error('E2E_WORDPRESS_BACKEND_URL is not set (global setup)');
  return url;
}

function countedClient(
  endpoint = parseSiteEnv({ NEXT_PUBLIC_WORDPRESS_URL: wordpress() }).graphqlUrl,
) {
  const methods: string[] = [];
  const fetchImpl: typeof fetch = (input, init) => {
    methods.push(init?.method ?? 'GET');
    return fetch(input, init);
  };
  return { client: createWordPressClient({ endpoint, fetch: fetchImpl }), methods };
}

const titleQuery = new TypedDocumentString<
  { generalSettings: { title: string | null } | null },
  Record<string, never>
>('query SiteTitle { generalSettings { title } }');

test.describe('the real WordPress: the site’s GraphQL client', () => {
  test('a short query is a GET and its data arrives', async () => {
    const { client, methods } = countedClient();
    const answer = await client(titleQuery, {});
    expect(answer.generalSettings?.title).toBeTruthy();
    expect(methods).toEqual(['GET']);
  });

  test('a query whose address would pass 2047 characters is POSTed and answered', async () => {
    const aliases = Array.from(
      { length: 120 },
      (_, index) => `t${index}: generalSettings { title }`,
    );
    const long = new TypedDocumentString<
      Record<string, { title: string | null }>,
      Record<string, never>
    >(`query ManyTitles { ${aliases.join(' ')} }`);
    const { client, methods } = countedClient();
    const answer = await client(long, {});
    expect(Object.keys(answer)).toHaveLength(120);
    expect(answer.t119?.title).toBe(answer.t0?.title);
    expect(methods).toEqual(['POST']);
  });

  test('a mutation is POSTed; a wrong password is its payload’s error, not a failure', async () => {
    const { client, methods } = countedClient();
    const answer = await client(GenerateAuthorizationCodeDocument, {
      username: 'admin',
      password: 'not-the-password',
    });
    expect(answer.generateAuthorizationCode?.code ?? null).toBeNull();
    expect(answer.generateAuthorizationCode?.error).toBeTruthy();
    expect(methods).toEqual(['POST']);
  });

  test('an unknown field is the catalogue’s [GraphQL] error, asked once', async () => {
    const { client, methods } = countedClient();
    const wrong = new TypedDocumentString<unknown, Record<string, never>>('{ noSuchField }');
    await expect(client(wrong, {})).rejects.toThrow(
      /^\[GraphQL\] Cannot query field "noSuchField"/,
    );
    expect(methods).toHaveLength(1);
  });

  test('an address that is no GraphQL endpoint is its status text, asked once', async () => {
    // A REST route WordPress does not know: 404 (other unknown addresses redirect to the site).
    const { client, methods } = countedClient(`${wordpress()}/?rest_route=/no/such/route`);
    await expect(client(titleQuery, {})).rejects.toThrow('Not Found');
    expect(methods).toHaveLength(1);
  });
});
