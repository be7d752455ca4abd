import { describe, expect, it } from 'vitest';
import { compareAnswers } from './differential';
import { normalise, TIED_CURSOR, tiedOrdering, unorderTies } from './normalise';

const USERS_BY_URL = {
  query:
    'query ($where: RootQueryToUserConnectionWhereArgs) { users(first: 10, where: $where) { nodes { databaseId url } pageInfo { startCursor endCursor } } }',
  variables: { where: { orderby: [{ field: 'URL', order: 'DESC' }] } },
};

function users(ids: number[], urls: Record<number, string | null>) {
  return {
    data: {
      users: {
        nodes: ids.map((id) => ({ databaseId: id, url: urls[id] ?? null })),
        pageInfo: { startCursor: `c${ids[0]}`, endCursor: `c${ids[ids.length - 1]}` },
      },
    },
  };
}

const answer = (body: unknown) => ({ status: 200, body });

describe('normalise: person ids', () => {
  it('masks the salted hash on both sides, also JSON-escaped inside a head', () => {
    const head = (hash: string) =>
      `<script>{"@id":"http:\\/\\/127.0.0.1:8080\\/#\\/schema\\/person\\/${hash}"}</script>`;
    const wordpress = { data: { seo: { fullHead: head('4a1029bc5ebf85455d92739cce15e99b') } } };
    const ours = { data: { seo: { fullHead: head('b560c850fa0610d3c654f86aaae567cd') } } };
    expect(normalise(ours, null)).toEqual(normalise(wordpress, '127.0.0.1:8080'));
    expect(compareAnswers(answer(wordpress), answer(ours), '127.0.0.1:8080')).toBeNull();
  });

  it("replaces only WordPress's origin", () => {
    expect(normalise({ a: 'http://127.0.0.1:4321/x' }, '127.0.0.1:4321')).toEqual({
      a: 'http://127.0.0.1:8080/x',
    });
    expect(normalise({ a: 'http://127.0.0.1:4321/x' }, null)).toEqual({
      a: 'http://127.0.0.1:4321/x',
    });
  });
});

describe('normalise: attachment guids', () => {
  it("reads the kit's origin-less guid against the reference's origin, on WordPress's side only", () => {
    const wordpress = {
      data: { mediaItem: { guid: '/wp-content/uploads/2014/01/spectacles.gif' } },
    };
    const ours = {
      data: {
        mediaItem: { guid: 'http://127.0.0.1:8080/wp-content/uploads/2014/01/spectacles.gif' },
      },
    };
    expect(compareAnswers(answer(wordpress), answer(ours), '127.0.0.1:4321')).toBeNull();
    // A relative guid from the content service is not made whole: it would be a difference.
    expect(normalise(wordpress, null)).toEqual(wordpress);
    // Other fields that start with '/' (uris) stay as they are.
    expect(normalise({ uri: '/about/' }, '127.0.0.1:4321')).toEqual({ uri: '/about/' });
  });
});

describe('normalise: rows tied on the ordering key', () => {
  it('knows the ordering key of a users query ordered by one listed field', () => {
    expect(tiedOrdering(USERS_BY_URL)).toEqual({ connection: 'users', key: 'url' });
    const registered = { where: { orderby: [{ field: 'REGISTERED', order: 'ASC' }] } };
    expect(tiedOrdering({ ...USERS_BY_URL, variables: registered })).toBeNull();
    expect(tiedOrdering({ query: USERS_BY_URL.query })).toBeNull();
  });

  it('compares a run of tied rows as a set, and not the cursor that ends inside it', () => {
    const urls = { 1: 'http://a.test' };
    expect(
      compareAnswers(
        answer(users([1, 3, 2], urls)),
        answer(users([1, 2, 3], urls)),
        '127.0.0.1:8080',
        USERS_BY_URL,
      ),
    ).toBeNull();
    const untied = unorderTies(users([1, 3, 2], urls), { connection: 'users', key: 'url' });
    expect(untied).toMatchObject({
      data: { users: { pageInfo: { startCursor: 'c1', endCursor: TIED_CURSOR } } },
    });
  });

  it('still sees rows out of order when their keys differ', () => {
    const urls = { 1: 'http://a.test' };
    expect(
      compareAnswers(
        answer(users([1, 3, 2], urls)),
        answer(users([3, 2, 1], urls)),
        '127.0.0.1:8080',
        USERS_BY_URL,
      ),
    ).not.toBeNull();
  });

  it('leaves the order alone when the query does not select the key', () => {
    const withoutKey = (ids: number[]) => ({
      data: { users: { nodes: ids.map((databaseId) => ({ databaseId })) } },
    });
    expect(
      compareAnswers(
        answer(withoutKey([3, 2])),
        answer(withoutKey([2, 3])),
        '127.0.0.1:8080',
        USERS_BY_URL,
      ),
    ).not.toBeNull();
  });
});
