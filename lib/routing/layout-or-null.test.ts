import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LayoutData } from '../wordpress/types/layout';
import { layoutOnlyStaticProps, loadLayoutOrNull } from './layout-or-null';

const layout = { siteName: 'Lavanda' } as LayoutData;
const answers = async () => layout;
const fails = async (): Promise<LayoutData> => {
  throw new Error('WordPress is down');
};

afterEach(() => vi.restoreAllMocks());

describe('loadLayoutOrNull', () => {
  it("is the site's layout when WordPress answers", async () => {
    expect(await loadLayoutOrNull('404', answers)).toBe(layout);
  });

  it('is null when WordPress does not, with a warning naming the page', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(await loadLayoutOrNull('410', fails)).toBeNull();
    expect(warn).toHaveBeenCalledWith('[410] layout unavailable: WordPress is down');
  });
});

describe('layoutOnlyStaticProps', () => {
  it('regenerates after the site-wide interval when the layout was had', async () => {
    expect(await layoutOnlyStaticProps('login', answers, 300)).toEqual({
      props: { layout },
      revalidate: 300,
    });
  });

  it('tries again within 10 seconds when it was not, so the chrome comes back', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(await layoutOnlyStaticProps('404', fails, 300)).toEqual({
      props: { layout: null },
      revalidate: 10,
    });
    expect((await layoutOnlyStaticProps('404', fails, 5)).revalidate).toBe(5);
  });
});
