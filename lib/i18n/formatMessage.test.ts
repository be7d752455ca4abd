import { afterEach, describe, expect, it, vi } from 'vitest';
import { catalogues } from '@/locales';
import { editorCatalogues } from '@/locales/editor';
import { checkMessage, formatMessage } from './formatMessage';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('formatMessage', () => {
  it('puts each value in its placeholder, as often as it appears', () => {
    expect(formatMessage('All {label}', { label: 'News' })).toBe('All News');
    expect(formatMessage('{a}{b} and {a}', { a: 'x', b: 'y' })).toBe('xy and x');
    expect(formatMessage('Plain', {})).toBe('Plain');
    expect(formatMessage('', {})).toBe('');
  });

  it('writes numbers as digits, without grouping', () => {
    expect(formatMessage('Go to page {page}', { page: 1200 })).toBe('Go to page 1200');
  });

  it('takes a value as text, never as another placeholder or markup', () => {
    expect(formatMessage('Search {term}', { term: '{term} <b>' })).toBe('Search {term} <b>');
  });

  it('leaves a placeholder without a value as written and reports it', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(formatMessage('Hello {name}', {})).toBe('Hello {name}');
    expect(error).toHaveBeenCalledWith(expect.stringContaining('{name}'));
  });
});

describe('checkMessage', () => {
  it('accepts every message of every catalogue', () => {
    for (const catalogue of [...Object.values(catalogues), ...Object.values(editorCatalogues)]) {
      for (const message of Object.values(catalogue)) {
        expect(() => checkMessage(message), message).not.toThrow();
      }
    }
  });

  it('refuses syntax it does not implement, rather than show it', () => {
    for (const message of [
      '{count, plural, one {# post} other {# posts}}',
      '{kind, select, a {A} other {B}}',
      'Unclosed {brace',
      'Stray } brace',
    ]) {
      expect(() => checkMessage(message), message).toThrow(/Unsupported syntax/);
    }
  });
});
