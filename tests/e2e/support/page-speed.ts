import type { APIRequestContext, Browser, Page } from '@playwright/test';

/** The phone and the desktop the speed specs look with (widths from issue 11). */
export const SCREENS = [
  { name: 'phone', viewport: { width: 390, height: 844 } },
  { name: 'desktop', viewport: { width: 1440, height: 900 } },
] as const;

/** Densities of today's phones and laptops: the browser picks a candidate by them. */
export const DENSITIES = [1.75, 2] as const;

/**
 * Sums the page's layout shifts as Core Web Vitals counts them (none right after the visitor's
 * own input), from the first paint on: installed before any of the page's scripts run.
 */
export async function watchLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: { value: number; sources: string[] }[] = [];
    (window as unknown as { __layoutShifts: typeof shifts }).__layoutShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources?: { node?: Node | null }[];
      })[]) {
        if (entry.hadRecentInput) continue;
        const sources = (entry.sources ?? []).map((source) => {
          const node = source.node;
          if (!(node instanceof Element)) return node?.nodeName ?? '?';
          const names = typeof node.className === 'string' ? node.className.split(' ')[0] : '';
          return `${node.tagName.toLowerCase()}${names ? `.${names}` : ''}`;
        });
        shifts.push({ value: entry.value, sources });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/**
 * The shifts after the page has loaded, its fonts have arrived and the visitor has scrolled to
 * its end and back (lazy images and embeds load then): each with the elements that moved.
 */
export async function layoutShiftsAfterVisit(
  page: Page,
): Promise<{ value: number; sources: string[] }[]> {
  await page.waitForLoadState('load');
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await page.evaluate(async () => {
    const step = Math.max(200, Math.floor(window.innerHeight * 0.8));
    for (let y = 0; y < document.documentElement.scrollHeight; y += step) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 120));
    }
    window.scrollTo(0, 0);
  });
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  // One more frame for shifts of the last load to be reported.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 200))),
  );
  return page.evaluate(
    () =>
      (window as unknown as { __layoutShifts: { value: number; sources: string[] }[] })
        .__layoutShifts,
  );
}

/** Every address an <img> or an image preload of the page names (src and srcset candidates). */
export async function imageAddresses(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const addresses = new Set<string>();
    const fromSrcset = (srcset: string | null) =>
      (srcset ?? '')
        .split(/,\s+/)
        .map((candidate) => candidate.trim().split(/\s+/)[0] ?? '')
        .filter(Boolean);
    for (const img of document.querySelectorAll('img')) {
      addresses.add(img.getAttribute('src') ?? '');
      for (const address of fromSrcset(img.getAttribute('srcset'))) addresses.add(address);
    }
    for (const link of document.querySelectorAll('link[rel="preload"][as="image"]')) {
      addresses.add(link.getAttribute('href') ?? '');
      for (const address of fromSrcset(link.getAttribute('imagesrcset'))) addresses.add(address);
    }
    addresses.delete('');
    return [...addresses];
  });
}

/** The status of an address asked for once, redirects not followed. */
export async function statusWithoutRedirect(
  request: APIRequestContext,
  address: string,
): Promise<{ status: number; type: string }> {
  const response = await request.get(address, { maxRedirects: 0 });
  return { status: response.status(), type: response.headers()['content-type'] ?? '' };
}

/**
 * The page's image preloads at high priority. React's server render writes the lead <img>'s
 * preload at the top of the document (the start of <body> under the pages router's document).
 */
export async function highPriorityImagePreloads(page: Page): Promise<string[]> {
  return page
    .locator('link[rel="preload"][as="image"][fetchpriority="high"]')
    .evaluateAll((links) =>
      links.map((link) => link.getAttribute('imagesrcset') ?? link.getAttribute('href') ?? ''),
    );
}

export interface LeadImage {
  srcset: string;
  loading: string | null;
  fetchPriority: string | null;
  /** The rendered width in CSS pixels. */
  slot: number;
  /** The width descriptor of the candidate the browser chose. */
  chosen: number;
  candidates: number[];
}

/** The page's one eager, high-priority content image, once it has loaded. */
export async function leadImage(page: Page): Promise<LeadImage | null> {
  const img = page.locator('main img[fetchpriority="high"]');
  if ((await img.count()) === 0) return null;
  await img.first().scrollIntoViewIfNeeded();
  await page.waitForFunction(
    () => {
      const lead = document.querySelector<HTMLImageElement>('main img[fetchpriority="high"]');
      return Boolean(lead?.complete && lead.currentSrc);
    },
    undefined,
    { timeout: 20_000 },
  );
  return img.first().evaluate((node) => {
    const lead = node as HTMLImageElement;
    const candidates = (lead.getAttribute('srcset') ?? '')
      .split(/,\s+/)
      .map((candidate) => Number(candidate.trim().split(/\s+/)[1]?.replace('w', '')))
      .filter((width) => width > 0);
    const chosen = lead.currentSrc
      ? Number(new URL(lead.currentSrc).searchParams.get('w') ?? Number.NaN)
      : Number.NaN;
    return {
      srcset: lead.getAttribute('srcset') ?? '',
      loading: lead.getAttribute('loading'),
      fetchPriority: lead.getAttribute('fetchpriority'),
      slot: lead.getBoundingClientRect().width,
      chosen,
      candidates,
    };
  });
}

/** The smallest candidate that covers the slot at the density, or the largest there is. */
export function neededCandidate(image: LeadImage, density: number): number {
  const needed = image.slot * density;
  const sorted = [...image.candidates].sort((a, b) => a - b);
  return sorted.find((width) => width >= needed) ?? sorted[sorted.length - 1] ?? 0;
}

/** A fresh context at a screen size, density and colour scheme, on the project's site. */
export async function openAt(
  browser: Browser,
  baseURL: string | undefined,
  options: {
    viewport: { width: number; height: number };
    deviceScaleFactor?: number;
    colorScheme?: 'light' | 'dark';
  },
) {
  const context = await browser.newContext({ ...options, baseURL });
  const page = await context.newPage();
  return { context, page };
}
