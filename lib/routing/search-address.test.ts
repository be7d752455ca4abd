import { describe, expect, it } from 'vitest';
import { searchPath, searchPathTemplate, searchTermFromPath } from './search-address';

describe('searchTermFromPath', () => {
  it('takes the segment after search', () => {
    expect(searchTermFromPath('/search/studio')).toBe('studio');
    expect(searchTermFromPath('/search/studio/')).toBe('studio');
  });

  it('decodes it', () => {
    expect(searchTermFromPath('/search/team%20news')).toBe('team news');
    expect(searchTermFromPath('/search/caf%C3%A9%20%26%20co')).toBe('café & co');
  });

  it('ignores query and hash', () => {
    expect(searchTermFromPath('/search/studio?q=eyJvZmZzZXQiOjF9#results')).toBe('studio');
  });

  it('finds a search segment anywhere in the path', () => {
    expect(searchTermFromPath('/de-DE/search/cloud')).toBe('cloud');
  });

  it('is empty without a search segment or a term after it', () => {
    expect(searchTermFromPath('/')).toBe('');
    expect(searchTermFromPath('/news/research/')).toBe('');
    expect(searchTermFromPath('/search')).toBe('');
    expect(searchTermFromPath('/search/')).toBe('');
  });

  it('keeps a malformed escape as it is', () => {
    expect(searchTermFromPath('/search/100%')).toBe('100%');
  });
});

describe('searchPath', () => {
  it('encodes the term as one path segment', () => {
    expect(searchPath('studio')).toBe('/search/studio/');
    expect(searchPath('team news')).toBe('/search/team%20news/');
    expect(searchPath('a/b?c#d&e')).toBe('/search/a%2Fb%3Fc%23d%26e/');
    expect(searchPath('café')).toBe('/search/caf%C3%A9/');
  });

  it('trims surrounding spaces', () => {
    expect(searchPath('  cloud  ')).toBe('/search/cloud/');
  });

  it('round-trips through the prefill', () => {
    const term = 'Q&A: 50% off / "now"';
    expect(searchTermFromPath(searchPath(term))).toBe(term);
  });

  it('ends with the slash, as every address on the site', () => {
    expect(searchPath('a/b c?')).toBe('/search/a%2Fb%20c%3F/');
  });

  it('is the search page itself when nothing is left to search for', () => {
    expect(searchPath('')).toBe('/search/');
    expect(searchPath('   ')).toBe('/search/');
  });

  it('has a template form with a placeholder for the term', () => {
    expect(searchPathTemplate('search_term_string')).toBe('/search/{search_term_string}/');
  });
});
