/**
 * Structured data (schema.org as JSON-LD): plain JSON values, so a graph travels in page props
 * and is rendered on the server into `<script type="application/ld+json">`.
 */
export type JsonLdValue =
  string | number | boolean | null | JsonLdValue[] | { [key: string]: JsonLdValue };

export type JsonLdNode = { [key: string]: JsonLdValue };

// A type literal (not an interface), so that a graph is itself a JSON value.
export type JsonLdGraph = {
  '@context': 'https://schema.org';
  '@graph': JsonLdNode[];
};
