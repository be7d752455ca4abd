import { describe, expect, it, vi } from 'vitest';
import { createWordPressClient } from '../client/graphql-client';
import { LayoutDocument } from '../generated/graphql';
import { PROBE_FIELD } from './probe';
import { SchemaKnowledge, learnedGaps } from './schema-knowledge';

const ENDPOINT = 'http://wp.test/graphql';

/** The query text of a request as the client sends it (GET address or POST body). */
async function queryOf(input: RequestInfo | URL, init?: RequestInit): Promise<string> {
  if (init?.body) return (JSON.parse(String(init.body)) as { query: string }).query;
  return new URL(String(input)).searchParams.get('query') ?? '';
}

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });

/**
 * A WordPress without Yoast and ACF: the probe's errors say so; a query asking for either is
 * refused as WPGraphQL refuses it, anything else answered.
 */
function wordpressWithout(lacking: { yoast: boolean }) {
  const sent: string[] = [];
  const fetchImpl = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const query = await queryOf(input, init);
    sent.push(query);
    const errors = [
      ...(query.includes(PROBE_FIELD)
        ? [{ message: `Cannot query field "${PROBE_FIELD}" on type "RootQuery".` }]
        : []),
      ...(lacking.yoast && /\bseo\b/.test(query)
        ? [{ message: 'Cannot query field "seo" on type "RootQuery". Did you mean "user"?' }]
        : []),
      ...(/siteOptionsPage/.test(query)
        ? [{ message: 'Cannot query field "siteOptionsPage" on type "RootQuery".' }]
        : []),
    ];
    if (errors.length > 0) return json({ errors });
    return json({
      data: {
        generalSettings: {
          title: 'Site',
          description: 'Tagline',
          url: 'http://wp.test',
          siteIcon: null,
        },
        headerMenu: null,
        footerMenu: null,
      },
    });
  });
  return { fetchImpl: fetchImpl as unknown as typeof fetch, sent };
}

describe('a client that knows what its WordPress lacks', () => {
  it('asks once what WordPress lacks, then sends each query without it: one request a call', async () => {
    const wordpress = wordpressWithout({ yoast: true });
    const schema = new SchemaKnowledge({ endpoint: ENDPOINT, fetch: wordpress.fetchImpl });
    const client = createWordPressClient({
      endpoint: ENDPOINT,
      fetch: wordpress.fetchImpl,
      schema,
    });
    vi.spyOn(console, 'warn').mockImplementation(() => {});

    const first = await client(LayoutDocument, {});
    const second = await client(LayoutDocument, {});

    expect(wordpress.sent).toHaveLength(3);
    expect(wordpress.sent[0]).toContain(PROBE_FIELD);
    for (const query of wordpress.sent.slice(1))
      expect(query).not.toMatch(/\bseo\b|siteOptionsPage/);
    // What was left out answers null, as the generated types say.
    expect(first).toMatchObject({
      seo: null,
      siteOptionsPage: null,
      generalSettings: { title: 'Site' },
    });
    expect(second).toEqual(first);
  });

  it('a plugin switched off after the probe: the refused call is sent again without it, once', async () => {
    const lacking = { yoast: false };
    const wordpress = wordpressWithout(lacking);
    const schema = new SchemaKnowledge({ endpoint: ENDPOINT, fetch: wordpress.fetchImpl });
    const client = createWordPressClient({
      endpoint: ENDPOINT,
      fetch: wordpress.fetchImpl,
      schema,
    });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await client(LayoutDocument, {});
    lacking.yoast = true;

    const answer = await client(LayoutDocument, {});
    expect(answer).toMatchObject({ seo: null, generalSettings: { title: 'Site' } });
    expect(wordpress.sent).toHaveLength(4);
    expect(wordpress.sent[3]).not.toMatch(/\bseo\b/);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('lacks Yoast SEO'));

    await client(LayoutDocument, {});
    expect(wordpress.sent).toHaveLength(5);
  });

  it('without an answer to the probe (WordPress away), queries go as they are', async () => {
    const fetchImpl = vi.fn(async () => new Response('<html>down</html>', { status: 502 }));
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const schema = new SchemaKnowledge({
      endpoint: ENDPOINT,
      fetch: fetchImpl as unknown as typeof fetch,
    });
    const snapshot = await schema.current();
    expect(snapshot.learnedAt).toBeNull();
    expect(snapshot.probeError).toMatch(/answered 502 without GraphQL/);
    expect(snapshot.gaps.fields.size).toBe(0);
  });
});

describe('what the health route hears of page queries', () => {
  it('keeps what WordPress said when it refused an anonymous query, until it answers again', async () => {
    let failing = true;
    const fetchImpl = (async (input: RequestInfo | URL, init?: RequestInit) => {
      const query = await queryOf(input, init);
      if (query.includes(PROBE_FIELD)) {
        return json({
          errors: [{ message: `Cannot query field "${PROBE_FIELD}" on type "RootQuery".` }],
        });
      }
      if (failing) {
        return json({
          errors: [{ message: 'Internal server error', path: ['headerMenu'] }],
          data: null,
        });
      }
      return json({ data: { generalSettings: null, headerMenu: null, footerMenu: null } });
    }) as typeof fetch;
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const schema = new SchemaKnowledge({ endpoint: ENDPOINT, fetch: fetchImpl });
    const client = createWordPressClient({
      endpoint: ENDPOINT,
      fetch: fetchImpl,
      schema,
      tries: 1,
    });

    await expect(client(LayoutDocument, {})).rejects.toThrow('[GraphQL] Internal server error');
    expect((await schema.current()).refusals).toEqual([
      'Layout: Internal server error (at headerMenu)',
    ]);
    failing = false;
    await client(LayoutDocument, {});
    expect((await schema.current()).refusals).toEqual([]);
  });
});

describe("the start summary's gaps", () => {
  it('are what the seam learned: WordPress is probed once, not once more for the summary', async () => {
    const wordpress = wordpressWithout({ yoast: true });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const schema = new SchemaKnowledge({ endpoint: ENDPOINT, fetch: wordpress.fetchImpl });
    const client = createWordPressClient({
      endpoint: ENDPOINT,
      fetch: wordpress.fetchImpl,
      schema,
    });
    await client(LayoutDocument, {});
    const read = await learnedGaps({ schema });
    expect([...read.gaps.fields]).toContain('RootQuery.seo');
    expect(wordpress.sent.filter((query) => query.includes(PROBE_FIELD))).toHaveLength(1);
  });

  it('say WordPress has not answered when the probe failed', async () => {
    const down = (async () => new Response('down', { status: 502 })) as unknown as typeof fetch;
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const schema = new SchemaKnowledge({ endpoint: ENDPOINT, fetch: down });
    await expect(learnedGaps({ schema })).rejects.toThrow(/answered 502 without GraphQL/);
  });
});
