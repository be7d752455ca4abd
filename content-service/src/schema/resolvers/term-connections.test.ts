import { beforeEach, describe, expect, it } from 'vitest';
import { blankSite, queryData } from '../test/site';
import { type Store } from '../../store/open-store';

let db: Store;

function tag(id: number, name: string, count: number): void {
  db.prepare('INSERT INTO terms (term_id, name, slug) VALUES (?, ?, ?)').run(id, name, name);
  db.prepare(
    'INSERT INTO term_taxonomy (term_taxonomy_id, term_id, taxonomy, count) VALUES (?, ?, ?, ?)',
  ).run(id, id, 'post_tag', count);
}

beforeEach(() => {
  db = blankSite();
  tag(1, 'b', 5);
  tag(2, 'a', 1);
  tag(3, 'c', 3);
});

const names = async (args: string) => {
  const data = await queryData(db, `{ tags(${args}) { nodes { name } } }`);
  return (data as { tags: { nodes: { name: string }[] } }).tags.nodes.map((n) => n.name);
};

describe('term connections ordered without `order` (TermObjectConnectionResolver)', () => {
  it('ascend by name, descend by any other key; `last` takes the end of the same list', async () => {
    expect(await names('where: { orderby: NAME }')).toEqual(['a', 'b', 'c']);
    expect(await names('where: { orderby: COUNT }')).toEqual(['b', 'c', 'a']);
    expect(await names('where: { orderby: TERM_ID }')).toEqual(['c', 'a', 'b']);
    expect(await names('last: 2, where: { orderby: COUNT }')).toEqual(['c', 'a']);
    expect(await names('where: { orderby: COUNT, order: ASC }')).toEqual(['a', 'c', 'b']);
  });
});
