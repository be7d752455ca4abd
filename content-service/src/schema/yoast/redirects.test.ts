import { beforeEach, describe, expect, it } from 'vitest';
import { graphql } from 'graphql';
import { createContext } from '../context';
import { createSchema } from '../create-schema';
import { writeOption } from '../../store/options';
import { openStore, type Store } from '../../store/open-store';

let db: Store;

beforeEach(() => {
  db = openStore(':memory:');
  writeOption(db, 'home', 'http://wp.test');
  writeOption(db, 'siteurl', 'http://wp.test');
});

async function redirects(): Promise<unknown> {
  const result = await graphql({
    schema: createSchema(db),
    source: '{ seo { redirects { origin target type format } } }',
    contextValue: createContext(db),
  });
  expect(result.errors).toBeUndefined();
  return (result.data as { seo: { redirects: unknown } }).seo.redirects;
}

describe('seo.redirects', () => {
  it('is empty without Yoast Premium', async () => {
    expect(await redirects()).toEqual([]);
  });

  it('maps the base option, `url` answered as `target`, gaps in its keys and string types included', async () => {
    writeOption(db, 'wpseo-premium-redirects-base', {
      '0': { origin: 'old', url: 'new', type: 301, format: 'plain' },
      '13': { origin: '^a/(.*)$', url: '/b/$1', type: '302', format: 'regex' },
    });
    expect(await redirects()).toEqual([
      { origin: 'old', target: 'new', type: 301, format: 'plain' },
      { origin: '^a/(.*)$', target: '/b/$1', type: 302, format: 'regex' },
    ]);
  });

  it('falls back to the export options when the base option is missing', async () => {
    writeOption(db, 'wpseo-premium-redirects-export-plain', { gone: { url: '', type: 410 } });
    writeOption(db, 'wpseo-premium-redirects-export-regex', { '^x$': { url: '/y/', type: 307 } });
    expect(await redirects()).toEqual([
      { origin: 'gone', target: '', type: 410, format: 'plain' },
      { origin: '^x$', target: '/y/', type: 307, format: 'regex' },
    ]);
  });
});
