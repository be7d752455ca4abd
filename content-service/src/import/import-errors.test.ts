import { copyFileSync, createWriteStream, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { once } from 'node:events';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Store } from '../store/open-store';
import { ImportError } from './import-error';
import { importWxr, loadAcfFile, loadOptionsFile } from './import-wxr';
import {
  REFERENCE_DIR,
  WXR_DIR,
  dumpTables,
  tempDir,
  tempStore,
  wxrDocument,
  wxrItem,
} from './test/wxr-support';
import { needsShared } from '../../../tests/support/needs-shared';

const available = needsShared('wxr', 'wordpress-reference');
const dir = tempDir();
let db: Store;
let dbFile: string;

/** A store that already holds content, so that "unchanged" is not trivially "empty". */
beforeAll(async () => {
  ({ db, file: dbFile } = tempStore());
  const seed = path.join(dir, 'seed.xml');
  writeFileSync(
    seed,
    wxrDocument(
      [
        wxrItem({ post_id: '10', is_sticky: '1' }),
        wxrItem({ post_id: '11', post_type: 'page', post_name: 'about' }),
      ].join('\n'),
      {
        channel: `<wp:category><wp:term_id>5</wp:term_id><wp:category_nicename>news</wp:category_nicename>
          <wp:category_parent></wp:category_parent><wp:cat_name>News</wp:cat_name></wp:category>`,
      },
    ),
  );
  await importWxr(db, seed);
});

afterAll(() => db.close());

/** Imports `content` (written to a file) and expects a failure that leaves the store as it was. */
async function expectRejected(name: string, content: string | Buffer): Promise<ImportError> {
  const file = path.join(dir, name);
  writeFileSync(file, content);
  return expectFileRejected(file);
}

async function expectFileRejected(file: string): Promise<ImportError> {
  const before = dumpTables(db);
  const error = await importWxr(db, file).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ImportError);
  expect(db.inTransaction).toBe(false);
  expect(dumpTables(db)).toEqual(before);
  return error as ImportError;
}

describe('malformed WXR files are refused and roll back', () => {
  it('not XML', async () => {
    const error = await expectRejected('not.xml', 'this is { not: xml }');
    expect(error.message).toMatch(/not\.xml:1:\d+: not well-formed XML/);
  });

  it('wrong root element', async () => {
    const error = await expectRejected('html.xml', '<html><body>hello</body></html>');
    expect(error.message).toMatch(/html\.xml:1:\d+: the root element is <html>/);
    const channel = await expectRejected('channel.xml', '<channel><title>x</title></channel>');
    expect(channel.message).toMatch(/root element is <channel>/);
  });

  it('an encoding other than UTF-8 or ISO-8859-1', async () => {
    const doc = wxrDocument(wxrItem()).replace('encoding="UTF-8"', 'encoding="Shift_JIS"');
    const error = await expectRejected('sjis.xml', doc);
    expect(error.message).toMatch(/sjis\.xml:1:\d+: unsupported encoding "Shift_JIS"/);
  });

  it('rss without a channel', async () => {
    const error = await expectRejected('empty-rss.xml', '<rss version="2.0"></rss>');
    expect(error.message).toMatch(/has no <channel>/);
  });

  it('a DOCTYPE', async () => {
    const doc = wxrDocument(wxrItem()).replace('?>', '?>\n<!DOCTYPE rss [<!ENTITY x "y">]>');
    const error = await expectRejected('doctype.xml', doc);
    expect(error.message).toMatch(/doctype\.xml:2:\d+: a DOCTYPE is not allowed/);
  });

  it('no wp:wxr_version, or a bad one', async () => {
    const missing = await expectRejected('nov.xml', wxrDocument(wxrItem(), { version: '' }));
    expect(missing.message).toMatch(/nov\.xml: no <wp:wxr_version>/);
    const bad = await expectRejected(
      'badv.xml',
      wxrDocument(wxrItem(), { version: '<wp:wxr_version>one</wp:wxr_version>' }),
    );
    expect(bad.message).toMatch(/badv\.xml:\d+:\d+: invalid <wp:wxr_version> "one"/);
  });

  it('a bad post_date, naming the line and the item', async () => {
    const items = [
      wxrItem({ post_id: '20' }),
      wxrItem({ post_id: '21', post_date: '2024-13-02 10:00' }),
    ];
    const error = await expectRejected('date.xml', wxrDocument(items.join('\n')));
    expect(error.message).toMatch(
      /date\.xml:\d+:\d+: invalid wp:post_date "2024-13-02 10:00".*\(in item post_id 21 "Hello"\)/,
    );
    expect(error.location).toMatchObject({ postId: 21, title: 'Hello' });
    expect(error.location.line).toBeGreaterThan(10);
    // The zero date is fine for GMT dates only.
    await expectRejected(
      'zero.xml',
      wxrDocument(
        wxrItem({ post_date: '0000-00-00 00:00:00', post_date_gmt: '0000-00-00 00:00:00' }),
      ),
    );
  });

  it('bad ids: post_id, term_id, post_parent', async () => {
    const post = await expectRejected('id.xml', wxrDocument(wxrItem({ post_id: '12a' })));
    expect(post.message).toMatch(/id\.xml:\d+:\d+: invalid wp:post_id "12a"/);
    const parent = await expectRejected('parent.xml', wxrDocument(wxrItem({ post_parent: '-3' })));
    expect(parent.message).toMatch(/invalid wp:post_parent "-3".*\(in item post_id 10/);
    const term = await expectRejected(
      'term.xml',
      wxrDocument(wxrItem(), {
        channel: '<wp:tag><wp:term_id>x7</wp:term_id><wp:tag_slug>a</wp:tag_slug></wp:tag>',
      }),
    );
    expect(term.message).toMatch(/term\.xml:\d+:\d+: invalid wp:term_id "x7"/);
  });

  it('a missing or unreadable file', async () => {
    const missing = await expectFileRejected(path.join(dir, 'nope.xml'));
    expect(missing.message).toMatch(/cannot read .*nope\.xml/);
    const folder = await expectFileRejected(dir);
    expect(folder.message).toMatch(/is not a file/);
  });

  it('an invalid options or ACF file', async () => {
    const file = path.join(dir, 'options.json');
    writeFileSync(file, '[1, 2]');
    await expect(loadOptionsFile(file)).rejects.toThrow(/one JSON object/);
    writeFileSync(file, '{"field_groups": [{"title": "x"}]}');
    await expect(loadAcfFile(file)).rejects.toThrow(/field_groups\[0\]/);
    await expect(loadAcfFile(path.join(dir, 'none.json'))).rejects.toThrow(/cannot read/);
  });

  it('does not touch a store whose data file is compared byte for byte', async () => {
    db.pragma('wal_checkpoint(TRUNCATE)');
    const bytes = readFileSync(dbFile);
    await expectRejected('late.xml', wxrDocument(`${wxrItem()}\n${wxrItem({ post_id: 'bad' })}`));
    db.pragma('wal_checkpoint(TRUNCATE)');
    expect(readFileSync(dbFile).equals(bytes)).toBe(true);
  });
});

/** A WXR whose first item's content holds `count` nested elements, written in pieces (no big string). */
async function writeDeeplyNested(name: string, count: number): Promise<string> {
  const file = path.join(dir, name);
  const [head, tail] = wxrDocument(wxrItem({ post_id: '30' })).split('</item>') as [string, string];
  const out = createWriteStream(file);
  const write = async (text: string) => {
    if (!out.write(text)) await once(out, 'drain');
  };
  await write(`${head}<wp:postmeta>\n`);
  for (let written = 0; written < count; written += 1000) await write('<a>'.repeat(1000));
  for (let written = 0; written < count; written += 1000) await write('</a>'.repeat(1000));
  await write(`</wp:postmeta></item>${tail}`);
  out.end();
  await once(out, 'finish');
  return file;
}

describe('deep nesting is refused at once, naming the place', () => {
  it('100,000 nested elements (700 KB)', async () => {
    const file = await writeDeeplyNested('deep.xml', 100_000);
    const error = await expectFileRejected(file);
    expect(error.message).toMatch(
      /deep\.xml:\d+:\d+: elements are nested more than 64 levels deep \(a WXR file needs 5\)/,
    );
    expect(error.location.line).toBeGreaterThan(1);
  });

  it('7,000,000 nested elements (49 MB): the reader stops at the limit', async () => {
    const file = await writeDeeplyNested('deeper.xml', 7_000_000);
    const error = await expectFileRejected(file);
    expect(error.message).toMatch(/deeper\.xml:\d+:\d+: elements are nested more than 64/);
  });
});

describe('bytes that are not UTF-8', () => {
  it('are refused with their line, column and byte offset, and nothing is written', async () => {
    const doc = Buffer.from(wxrDocument(wxrItem({ post_id: '40' })), 'utf8');
    const at = doc.indexOf('Hello');
    const bad = Buffer.concat([doc.subarray(0, at), Buffer.from([0xff, 0x41]), doc.subarray(at)]);
    const error = await expectRejected('latin.xml', bad);
    const line = doc.subarray(0, at).toString('utf8').split('\n').length;
    const column = at - doc.lastIndexOf('\n', at);
    expect(error.message).toBe(
      `${path.join(dir, 'latin.xml')}:${line}:${column}: bytes that are not UTF-8 (0xFF 0x41 0x48 0x65) at byte offset ${at}: save the file as UTF-8 or declare its encoding`,
    );
  });

  it('are found across chunk boundaries and at the end of the file', async () => {
    const doc = wxrDocument(wxrItem({ post_id: '41', content: `${'é'.repeat(200_000)}` }));
    // A 2-byte é cut after its first byte, deep in the second chunk.
    const bytes = Buffer.from(doc, 'utf8');
    const at = bytes.indexOf(Buffer.from('é'.repeat(3), 'utf8')) + 300_001;
    const cut = Buffer.concat([bytes.subarray(0, at), Buffer.from('<'), bytes.subarray(at + 1)]);
    const error = await expectRejected('cut.xml', cut);
    expect(error.message).toMatch(/cut\.xml:\d+:\d+: bytes that are not UTF-8 \(0xC3 0x3C/);
    expect(error.message).toContain(`byte offset ${at - 1}`);
    const truncated = await expectRejected(
      'end.xml',
      Buffer.concat([bytes, Buffer.from([0xe2, 0x82])]),
    );
    expect(truncated.message).toContain(
      `bytes that are not UTF-8 (0xE2 0x82) at byte offset ${bytes.length}`,
    );
  });
});

const wxrFiles = available
  ? [
      ...readdirSync(WXR_DIR)
        .filter((f) => f.endsWith('.xml'))
        .sort()
        .map((f) => path.join(WXR_DIR, f)),
      path.join(REFERENCE_DIR, 'site-export.wxr.xml'),
    ]
  : [];

describe.skipIf(!available)('truncated copies of the shared WXR files', () => {
  it.each(wxrFiles)('%s cut in half fails cleanly', async (file) => {
    const name = path.basename(file);
    const full = readFileSync(file);
    const error = await expectRejected(
      `half-${name}`,
      full.subarray(0, Math.floor(full.length / 2)),
    );
    expect(error.message).toMatch(new RegExp(`half-${name.replace(/\./g, '\\.')}:\\d+:\\d+: `));
    expect(error.location.line).toBeGreaterThan(1);
  });

  it('the whole file still imports after its truncated copy failed', async () => {
    const file = path.join(dir, 'copy.xml');
    copyFileSync(path.join(WXR_DIR, 'importer-fixture.valid-wxr-1.1.xml'), file);
    const summary = await importWxr(db, file);
    expect(summary.posts).toEqual({ page: 1, post: 1 });
  });
});
