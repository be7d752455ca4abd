/**
 * A tiny element tree for one channel-level block (`<item>`, `<wp:author>`, `<wp:category>`, ...).
 * The reader builds one block at a time and drops it once handled, so memory follows the largest
 * item, not the file.
 */
export interface XmlNode {
  /** Normalised `prefix:local` name: `wp:`, `excerpt:`, `content:`, `dc:` whatever prefixes the file uses. */
  name: string;
  /** Attributes by local name. */
  attrs: Record<string, string>;
  /** Concatenated text and CDATA, verbatim. */
  text: string;
  children: XmlNode[];
  line: number;
  column: number;
}

const WXR_NS = /^https?:\/\/wordpress\.org\/export\/\d+\.\d+\/$/;
const EXCERPT_NS = /^https?:\/\/wordpress\.org\/export\/\d+\.\d+\/excerpt\/$/;
const KNOWN_NS: Record<string, string> = {
  'http://purl.org/rss/1.0/modules/content/': 'content',
  'http://purl.org/dc/elements/1.1/': 'dc',
};

/**
 * Maps a namespace URI to the prefix this importer uses for it. The WXR version lives in the URI
 * (`.../export/1.0/` to `1.2/`, http or https), so matching on the pattern accepts every version.
 */
export function prefixForNamespace(uri: string): string {
  if (uri === '') return '';
  if (WXR_NS.test(uri)) return 'wp';
  if (EXCERPT_NS.test(uri)) return 'excerpt';
  return KNOWN_NS[uri] ?? `{${uri}}`;
}

export function qualifiedName(uri: string, local: string): string {
  const prefix = prefixForNamespace(uri);
  return prefix === '' ? local : `${prefix}:${local}`;
}

export function childNode(node: XmlNode, name: string): XmlNode | undefined {
  return node.children.find((c) => c.name === name);
}

export function childNodes(node: XmlNode, name: string): XmlNode[] {
  return node.children.filter((c) => c.name === name);
}

/** Text of the first child `name`, verbatim (content, titles, meta values); undefined if absent. */
export function rawText(node: XmlNode, name: string): string | undefined {
  return childNode(node, name)?.text;
}

/**
 * Text of the first child `name`, trimmed, for scalar fields (ids, dates, slugs, statuses) that
 * plain-text exports often surround with whitespace; undefined when absent.
 */
export function trimmedText(node: XmlNode, name: string): string | undefined {
  return childNode(node, name)?.text.trim();
}
