import type { JsonLdNode } from '../../../wordpress/types/json-ld';
import type { SiteIdentity } from '../site-nodes';

/** A site for the structured-data tests. */
export const testSite: SiteIdentity = {
  url: 'https://www.example.com',
  name: 'Lavanda',
  description: 'News from Lavanda',
  language: 'en-US',
  publisher: {
    name: 'Lavanda Software',
    logo: { url: 'https://cms.example.com/logo.png', alt: 'Lavanda', width: 512, height: 512 },
  },
};

/** The graph's node of a schema.org type (Yoast writes some types as lists). */
export function nodeOfType(graph: JsonLdNode[], type: string): JsonLdNode | undefined {
  return graph.find((node) => {
    const t = node['@type'];
    return t === type || (Array.isArray(t) && t.includes(type));
  });
}
