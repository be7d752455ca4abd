import { describe, expect, it } from 'vitest';
import { parseSearch, searchRank } from './search-terms';

const texts = (search: string) => parseSearch(search)?.terms;

describe('parseSearch: WP_Query::parse_search()', () => {
  it('splits words on spaces, commas and plus signs and keeps quoted phrases whole', () => {
    expect(texts('image alignment')).toEqual([
      { text: 'image', exclude: false },
      { text: 'alignment', exclude: false },
    ]);
    expect(texts('"image alignment" test')?.map((t) => t.text)).toEqual([
      'image alignment',
      'test',
    ]);
    expect(texts('image,caption+format')?.map((t) => t.text)).toEqual([
      'image',
      'caption',
      'format',
    ]);
    // An unclosed quote runs to the end.
    expect(texts('"image caption')?.map((t) => t.text)).toEqual(['image caption']);
  });

  it('excludes -word and -"phrase" terms', () => {
    expect(texts('image -alignment')).toEqual([
      { text: 'image', exclude: false },
      { text: 'alignment', exclude: true },
    ]);
    expect(texts('format "-image caption"')?.[1]).toEqual({ text: 'image caption', exclude: true });
  });

  it('drops stopwords, single letters or dashes, and "0"', () => {
    expect(texts('the gallery')?.map((t) => t.text)).toEqual(['gallery']);
    expect(texts('a markup - 0')?.map((t) => t.text)).toEqual(['markup']);
    // A single digit or non-ASCII letter stays.
    expect(texts('5 é')?.map((t) => t.text)).toEqual(['5', 'é']);
  });

  it('searches the whole string when no word is left or more than nine are', () => {
    expect(texts('about the')).toEqual([{ text: 'about the', exclude: false }]);
    expect(texts('a b')).toEqual([{ text: 'a b', exclude: false }]);
    const ten = 'one two three four five six seven eight nine ten';
    expect(texts(ten)).toEqual([{ text: ten, exclude: false }]);
    // The lone dash becomes an exclusion of nothing: no post matches.
    expect(texts('-')).toEqual([{ text: '', exclude: true }]);
  });

  it('strips slashes and line breaks as WordPress does, and skips an empty search', () => {
    expect(texts('image\\caption')?.map((t) => t.text)).toEqual(['imagecaption']);
    expect(texts('ima\nge')?.map((t) => t.text)).toEqual(['image']);
    expect(parseSearch('')).toBeUndefined();
  });
});

describe('searchRank: WP_Query::parse_search_order()', () => {
  const rank = (search: string) => searchRank(parseSearch(search)!);

  it('orders one word by title matches', () => {
    expect(rank('image')).toEqual({ kind: 'title', text: 'image' });
    expect(rank('"image alignment"')).toEqual({ kind: 'title', text: 'image alignment' });
  });

  it('orders several words by phrase and title matches, counting dropped words', () => {
    expect(rank('image alignment')).toEqual({
      kind: 'cases',
      phrase: 'image alignment',
      titleTerms: ['image', 'alignment'],
    });
    expect(rank('the gallery')).toEqual({
      kind: 'cases',
      phrase: 'the gallery',
      titleTerms: ['gallery'],
    });
  });

  it('leaves the phrase out when the search excludes a word, and ranks nothing without terms', () => {
    expect(rank('image -alignment')).toEqual({ kind: 'cases', titleTerms: ['image'] });
    expect(rank('-post')).toBeUndefined();
    // '0' is empty to PHP: date order.
    expect(rank('0')).toBeUndefined();
  });
});
