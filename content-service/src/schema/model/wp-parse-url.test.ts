import { describe, expect, it } from 'vitest';
import { wpParseUrl } from './wp-parse-url';

describe('wpParseUrl (PHP parse_url)', () => {
  it('reads scheme, host without user info or port (case kept), port, path and query', () => {
    expect(wpParseUrl('http://User@Example.COM:8080/a%20b/?q#f')).toEqual({
      scheme: 'http',
      host: 'Example.COM',
      port: 8080,
      path: '/a%20b/',
      query: 'q',
    });
    expect(wpParseUrl('http://u:p@Host:9/x?y#z')).toEqual({
      scheme: 'http',
      host: 'Host',
      port: 9,
      path: '/x',
      query: 'y',
    });
    expect(wpParseUrl('http://example.com')).toEqual({ scheme: 'http', host: 'example.com' });
  });

  it('reads the forms without a scheme as PHP does', () => {
    expect(wpParseUrl('//example.com/x')).toEqual({ host: 'example.com', path: '/x' });
    expect(wpParseUrl('//page/2/')).toEqual({ host: 'page', path: '/2/' });
    expect(wpParseUrl('127.0.0.1:8080/x')).toEqual({ host: '127.0.0.1', port: 8080, path: '/x' });
    expect(wpParseUrl('not a url')).toEqual({ path: 'not a url' });
    expect(wpParseUrl('/?')).toEqual({ path: '/', query: '' });
    expect(wpParseUrl('?')).toEqual({ query: '' });
    expect(wpParseUrl('#foo')).toEqual({});
  });

  it('answers null where PHP answers false', () => {
    expect(wpParseUrl('///x')).toBeNull();
    expect(wpParseUrl('http:///x')).toBeNull();
    expect(wpParseUrl('http://example.com:99999/')).toBeNull();
  });
});
