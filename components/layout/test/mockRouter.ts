import type { NextRouter } from 'next/router';
import { mitt } from '@/lib/next/router-context';
import { vi } from 'vitest';

/** A pages-router router for component tests: what `useRouter()` and next/link read. */
export function createMockRouter(overrides: Partial<NextRouter> = {}): NextRouter {
  const asPath = overrides.asPath ?? '/';
  return {
    route: overrides.pathname ?? '/[...uri]',
    pathname: '/[...uri]',
    query: {},
    asPath,
    basePath: '',
    locale: 'en-US',
    locales: ['en-US', 'de-DE', 'fr-FR', 'es-ES'],
    defaultLocale: 'en-US',
    domainLocales: undefined,
    isLocaleDomain: false,
    isReady: true,
    isFallback: false,
    isPreview: false,
    push: vi.fn(async () => true),
    replace: vi.fn(async () => true),
    reload: vi.fn(),
    back: vi.fn(),
    forward: vi.fn(),
    prefetch: vi.fn(async () => undefined),
    beforePopState: vi.fn(),
    events: mitt(),
    ...overrides,
  };
}
