// A small WXR reader (saxes) for checking the generated file: it turns the XML into a tree and
// then into plain records. Not an importer; it keeps everything as strings.
import { SaxesParser } from 'saxes';

interface XmlNode {
  name: string;
  attributes: Record<string, string>;
  children: XmlNode[];
  text: string;
}

function parseXml(xml: string): XmlNode {
  const parser = new SaxesParser();
  const root: XmlNode = { name: '#root', attributes: {}, children: [], text: '' };
  const stack: XmlNode[] = [root];
  const top = (): XmlNode => stack[stack.length - 1] ?? root;
  parser.on('opentag', (tag) => {
    const attributes: Record<string, string> = {};
    for (const [k, v] of Object.entries(tag.attributes)) attributes[k] = String(v);
    const node: XmlNode = { name: tag.name, attributes, children: [], text: '' };
    top().children.push(node);
    stack.push(node);
  });
  parser.on('closetag', () => {
    stack.pop();
  });
  parser.on('text', (text) => {
    top().text += text;
  });
  parser.on('cdata', (text) => {
    top().text += text;
  });
  parser.write(xml).close();
  return root;
}

const child = (node: XmlNode, name: string): XmlNode | undefined =>
  node.children.find((c) => c.name === name);
const children = (node: XmlNode, name: string): XmlNode[] =>
  node.children.filter((c) => c.name === name);
const text = (node: XmlNode, name: string): string => child(node, name)?.text ?? '';

export interface WxrTermAssignment {
  domain: string;
  nicename: string;
  name: string;
}

export interface ParsedComment {
  id: number;
  author: string;
  approved: string;
  parent: number;
  content: string;
  date: string;
}

export interface ParsedItem {
  title: string;
  link: string;
  creator: string;
  content: string;
  excerpt: string;
  id: number;
  date: string;
  dateGmt: string;
  modified: string;
  name: string;
  status: string;
  parent: number;
  menuOrder: number;
  type: string;
  sticky: boolean;
  attachmentUrl: string;
  terms: WxrTermAssignment[];
  /** Post meta in file order. */
  metaRows: [string, string][];
  meta: Map<string, string>;
  comments: ParsedComment[];
}

export interface ParsedWxr {
  version: string;
  link: string;
  authors: { id: number; login: string }[];
  categories: { id: number; slug: string; parent: string; name: string; description: string }[];
  tags: { id: number; slug: string; name: string }[];
  terms: { id: number; taxonomy: string; slug: string; name: string }[];
  items: ParsedItem[];
}

function item(node: XmlNode): ParsedItem {
  const metaRows = children(node, 'wp:postmeta').map((m): [string, string] => [
    text(m, 'wp:meta_key'),
    text(m, 'wp:meta_value'),
  ]);
  return {
    title: text(node, 'title'),
    link: text(node, 'link'),
    creator: text(node, 'dc:creator'),
    content: text(node, 'content:encoded'),
    excerpt: text(node, 'excerpt:encoded'),
    id: Number(text(node, 'wp:post_id')),
    date: text(node, 'wp:post_date'),
    dateGmt: text(node, 'wp:post_date_gmt'),
    modified: text(node, 'wp:post_modified'),
    name: text(node, 'wp:post_name'),
    status: text(node, 'wp:status'),
    parent: Number(text(node, 'wp:post_parent')),
    menuOrder: Number(text(node, 'wp:menu_order')),
    type: text(node, 'wp:post_type'),
    sticky: text(node, 'wp:is_sticky') === '1',
    attachmentUrl: text(node, 'wp:attachment_url'),
    terms: children(node, 'category').map((c) => ({
      domain: c.attributes.domain ?? '',
      nicename: c.attributes.nicename ?? '',
      name: c.text,
    })),
    metaRows,
    meta: new Map(metaRows),
    comments: children(node, 'wp:comment').map((c) => ({
      id: Number(text(c, 'wp:comment_id')),
      author: text(c, 'wp:comment_author'),
      approved: text(c, 'wp:comment_approved'),
      parent: Number(text(c, 'wp:comment_parent')),
      content: text(c, 'wp:comment_content'),
      date: text(c, 'wp:comment_date'),
    })),
  };
}

export function readWxr(xml: string): ParsedWxr {
  const rss = child(parseXml(xml), 'rss');
  const channel = rss ? child(rss, 'channel') : undefined;
  if (!channel) throw new Error('No rss/channel');
  return {
    version: text(channel, 'wp:wxr_version'),
    link: text(channel, 'link'),
    authors: children(channel, 'wp:author').map((a) => ({
      id: Number(text(a, 'wp:author_id')),
      login: text(a, 'wp:author_login'),
    })),
    categories: children(channel, 'wp:category').map((c) => ({
      id: Number(text(c, 'wp:term_id')),
      slug: text(c, 'wp:category_nicename'),
      parent: text(c, 'wp:category_parent'),
      name: text(c, 'wp:cat_name'),
      description: text(c, 'wp:category_description'),
    })),
    tags: children(channel, 'wp:tag').map((t) => ({
      id: Number(text(t, 'wp:term_id')),
      slug: text(t, 'wp:tag_slug'),
      name: text(t, 'wp:tag_name'),
    })),
    terms: children(channel, 'wp:term').map((t) => ({
      id: Number(text(t, 'wp:term_id')),
      taxonomy: text(t, 'wp:term_taxonomy'),
      slug: text(t, 'wp:term_slug'),
      name: text(t, 'wp:term_name'),
    })),
    items: children(channel, 'item').map(item),
  };
}
