import { describe, expect, it } from 'vitest';
import { decodePageState, encodePageState } from './page-state';
import { listingPageForWordPressPath } from './wordpress-paged-path';

const q = (offset: number) => encodePageState({ offset });

describe("WordPress's paginated addresses", () => {
  it('name the listing page on the site: page n is offset n-1', () => {
    expect(listingPageForWordPressPath('/category/classic/page/2/', '')).toBe(
      `/category/classic/?q=${q(1)}`,
    );
    expect(listingPageForWordPressPath('/page/2/', '')).toBe(`/?q=${q(1)}`);
    expect(listingPageForWordPressPath('/tag/content-2/page/3/', '')).toBe(
      `/tag/content-2/?q=${q(2)}`,
    );
    expect(listingPageForWordPressPath('/author/themedemos/page/2', '')).toBe(
      `/author/themedemos/?q=${q(1)}`,
    );
    expect(listingPageForWordPressPath('/category/parent/child-1/page/4/', '')).toBe(
      `/category/parent/child-1/?q=${q(3)}`,
    );
    expect(listingPageForWordPressPath('/search/hello%20world/page/2/', '')).toBe(
      `/search/hello%20world/?q=${q(1)}`,
    );
    const [, encoded] = (listingPageForWordPressPath('/page/12/', '') ?? '').split('?q=');
    expect(decodePageState(encoded)).toEqual({ offset: 11 });
  });

  it("send page 1 (and 0) to the listing's first page", () => {
    expect(listingPageForWordPressPath('/page/1/', '')).toBe('/');
    expect(listingPageForWordPressPath('/category/classic/page/1/', '')).toBe('/category/classic/');
    expect(listingPageForWordPressPath('/tag/x/page/0/', '')).toBe('/tag/x/');
  });

  it('keep other query parameters, but not a stale q', () => {
    expect(listingPageForWordPressPath('/tag/x/page/2/', '?utm_source=news&q=zzz')).toBe(
      `/tag/x/?q=${q(1)}&utm_source=news`,
    );
    expect(listingPageForWordPressPath('/page/1/', '?utm_source=a')).toBe('/?utm_source=a');
  });

  it('leave posts, pages and anything else alone', () => {
    for (const path of [
      '/hello-world/page/2/',
      '/about/page/2/',
      '/page/',
      '/page/two/',
      '/category/page/2/',
      '/tag/page/2/',
      '/2024/05/page/2/',
      '/page/1234567/',
      '/category/x/page/2/extra/',
    ]) {
      expect(listingPageForWordPressPath(path, '')).toBeNull();
    }
  });
});
