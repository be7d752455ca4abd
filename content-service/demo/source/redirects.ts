// Yoast SEO Premium's redirects (Redirects screen), one of each kind the site handles.
import type { OptionValue } from './options';

interface DemoRedirect {
  origin: string;
  url: string;
  type: 301 | 302 | 307 | 410 | 451;
  format: 'plain' | 'regex';
}

const REDIRECTS: DemoRedirect[] = [
  // Plain origins are stored as Yoast saves them: no leading or trailing slash.
  { origin: 'about-us', url: '/about/', type: 301, format: 'plain' },
  { origin: 'newsroom', url: 'news/welcome-to-the-lavanda-newsroom/', type: 302, format: 'plain' },
  { origin: 'status', url: 'https://status.lavanda.example/', type: 307, format: 'plain' },
  { origin: 'products/legacy-sync', url: '', type: 410, format: 'plain' },
  { origin: 'reports/2019-audit', url: '', type: 451, format: 'plain' },
  // The old blog's company posts, now under their category path.
  { origin: '^blog/([a-z0-9-]+)/?$', url: '/news/company/$1/', type: 301, format: 'regex' },
];

type ExportMap = Record<string, { url: string; type: number }>;

/** Yoast keeps the list and, for its redirect handler, one origin → target map per format. */
function exportOf(format: DemoRedirect['format']): ExportMap {
  const map: ExportMap = {};
  for (const r of REDIRECTS) if (r.format === format) map[r.origin] = { url: r.url, type: r.type };
  return map;
}

export function redirectOptions(): Record<string, OptionValue> {
  return {
    'wpseo-premium-redirects-base': REDIRECTS.map(({ origin, url, type, format }) => ({
      origin,
      url,
      type,
      format,
    })),
    'wpseo-premium-redirects-export-plain': exportOf('plain'),
    'wpseo-premium-redirects-export-regex': exportOf('regex'),
  };
}
