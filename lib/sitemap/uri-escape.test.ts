import { describe, expect, it } from 'vitest';
import { escapeUriPath } from './uri-escape';

describe('escapeUriPath', () => {
  it('keeps what a URI path and query may hold, existing escapes included', () => {
    for (const path of ['/hello-world/', "/a&b/(c)!*+,;=:@~'/", '/?p=1', '/%d0%b0%D0%B1/']) {
      expect(escapeUriPath(path)).toBe(path);
    }
  });

  it('percent-encodes the rest as UTF-8, and a % that starts no escape', () => {
    expect(escapeUriPath('/<x> "y"/[z]/')).toBe('/%3Cx%3E%20%22y%22/%5Bz%5D/');
    expect(escapeUriPath('/über/#top/50%/')).toBe('/%C3%BCber/%23top/50%25/');
    expect(escapeUriPath('/bell\u0007/\uD800x/')).toBe('/bell%07/x/');
  });
});
