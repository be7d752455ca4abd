import { parse, type DocumentNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import { DocumentCache } from './document-cache';

describe('DocumentCache', () => {
  it('parses a query text once and hands back the same document', () => {
    const cache = new DocumentCache();
    let parses = 0;
    const counting = (q: string): DocumentNode => {
      parses++;
      return parse(q);
    };
    const a = cache.parse('{ a }', counting);
    expect(cache.parse('{ a }', counting)).toBe(a);
    expect(parses).toBe(1);
  });

  it('validates a document once per rule set', () => {
    const cache = new DocumentCache();
    const doc = parse('{ a }');
    let runs = 0;
    const run = () => {
      runs++;
      return [];
    };
    cache.validate(doc, 'public', run);
    cache.validate(doc, 'public', run);
    cache.validate(doc, 'introspection', run);
    expect(runs).toBe(2);
  });

  it('forgets the oldest text beyond its size', () => {
    const cache = new DocumentCache(2);
    let parses = 0;
    const counting = (q: string): DocumentNode => {
      parses++;
      return parse(q);
    };
    cache.parse('{ a }', counting);
    cache.parse('{ b }', counting);
    cache.parse('{ c }', counting);
    cache.parse('{ a }', counting);
    expect(parses).toBe(4);
  });
});
