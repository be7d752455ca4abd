import { readFileSync } from 'node:fs';
import path from 'node:path';
// xmllint-wasm is libxml2's xmllint compiled to WebAssembly: real XML Schema 1.0 validation
// inside the test process, with no native addon to build (as libxmljs2 needs), no system
// xmllint or Java validator, and nothing fetched at run time (the schemas are read from here).
import { validateXML } from 'xmllint-wasm';

/** The schemas kept beside this file; each file's header says where it comes from. */
const SCHEMA_FILES = {
  /** sitemaps.org 0.9 `<urlset>` (a child sitemap). */
  sitemap: 'sitemap.xsd',
  /** sitemaps.org 0.9 `<sitemapindex>`. */
  siteindex: 'siteindex.xsd',
  /** RSS 2.0 (a community schema: RSS has no official one). */
  rss: 'rss-2_0.xsd',
} as const;

export type XmlSchemaName = keyof typeof SCHEMA_FILES;

const schemaTexts = new Map<XmlSchemaName, string>();

function schemaText(name: XmlSchemaName): string {
  let text = schemaTexts.get(name);
  if (text === undefined) {
    text = readFileSync(path.join(__dirname, SCHEMA_FILES[name]), 'utf8');
    schemaTexts.set(name, text);
  }
  return text;
}

/**
 * What libxml2 finds wrong with the document, parsing it and validating it against the schema;
 * empty when it is well-formed and valid. Messages are returned rather than thrown so a test's
 * failure shows all of them (`expect(await schemaErrors(xml, 'rss')).toEqual([])`).
 */
export async function schemaErrors(xml: string, schema: XmlSchemaName): Promise<string[]> {
  const result = await validateXML({
    xml: [{ fileName: 'document.xml', contents: xml }],
    schema: [{ fileName: SCHEMA_FILES[schema], contents: schemaText(schema) }],
  });
  if (result.valid) return [];
  const messages = result.errors.map((error) => error.rawMessage);
  // Never report an invalid document as having no errors, whatever xmllint printed.
  return messages.length > 0 ? messages : [result.rawOutput || 'invalid (no message)'];
}
