import { createLinkContext } from '../../../html/internal-links';
import type { ReshapeContext } from '../context';

/** A reshape context for tests: WordPress at 127.0.0.1:8080 (the reference), warnings kept. */
export function testContext(overrides: Partial<ReshapeContext> = {}) {
  const warnings: string[] = [];
  const context: ReshapeContext = {
    links: createLinkContext('http://127.0.0.1:8080', ['http://localhost:3000']),
    siteUrl: 'https://www.example.com',
    embedHosts: ['www.openstreetmap.org'],
    marketo: null,
    warn: (message) => warnings.push(message),
    presetsSheet: null,
    ...overrides,
  };
  return { context, warnings };
}
