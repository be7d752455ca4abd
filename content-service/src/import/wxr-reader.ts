import { constants, createReadStream } from 'node:fs';
import { access, stat } from 'node:fs/promises';
import { StringDecoder } from 'node:string_decoder';
import { SaxesParser, type SaxesTagNS } from 'saxes';
import { ImportError, type ImportLocation } from './import-error';
import { StrictUtf8Decoder } from './strict-utf8';
import type { ProgressCallback } from './types';
import { qualifiedName, trimmedText, type XmlNode } from './xml-node';

/** Receives each direct child of `<channel>` once its end tag has been read. */
export type ChannelChildHandler = (node: XmlNode) => void;

const CHUNK_BYTES = 256 * 1024;

/**
 * How deep elements may nest. A WXR file needs 5 levels (rss, channel, item, wp:postmeta,
 * wp:meta_value); a deeply nested file is refused at the first element past this, before saxes
 * (whose namespace lookups grow with depth) and the block tree take time and memory.
 */
export const MAX_ELEMENT_DEPTH = 64;

/**
 * Streams a WXR file through saxes and hands every direct child of `/rss/channel` to `onChild` as a
 * small tree. Only one such block is held at a time. Structural problems (not XML, wrong root,
 * DOCTYPE, truncation) and errors thrown by `onChild` surface as an {@link ImportError} with the
 * file, line and column.
 */
export async function readWxr(
  file: string,
  onChild: ChannelChildHandler,
  onProgress?: ProgressCallback,
): Promise<void> {
  const totalBytes = await fileSize(file);
  if (totalBytes === 0) throw new ImportError('the file is empty', { file });
  const parser = new SaxesParser({ xmlns: true, position: true });
  const state = new ReaderState(onChild);
  parser.on('doctype', () => {
    throw new ImportError('a DOCTYPE is not allowed in a WXR file (WordPress refuses it too)');
  });
  parser.on('opentag', (tag) => state.open(tag, parser.line, parser.column));
  parser.on('text', (text) => state.text(text));
  parser.on('cdata', (text) => state.text(text));
  parser.on('closetag', () => state.close());

  let decoder: { write(chunk: Buffer): string; end(): string } | undefined;
  let bytesRead = 0;
  let atEnd = false;
  try {
    const stream = createReadStream(file, { highWaterMark: CHUNK_BYTES });
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      decoder ??=
        declaredEncoding(chunk) === 'utf8'
          ? new StrictUtf8Decoder(file)
          : new StringDecoder('latin1');
      let text = decoder.write(chunk);
      // A UTF-8 byte order mark is not part of the document.
      if (bytesRead === 0 && text.startsWith('\uFEFF')) text = text.slice(1);
      bytesRead += chunk.length;
      parser.write(text);
      onProgress?.(bytesRead, totalBytes);
    }
    parser.write(decoder?.end() ?? '');
    atEnd = true;
    parser.close();
    state.finish();
  } catch (error) {
    const located = locate(error, file, parser.line, parser.column, state.currentItem());
    const unclosed = /^not well-formed XML: unclosed tag: (\S+)/.exec(located.problem);
    if (!atEnd || unclosed === null) throw located;
    // At the end saxes names the innermost open element; say plainly what that means.
    const problem = `the file ends inside <${unclosed[1]}> (truncated?)`;
    throw new ImportError(`not well-formed XML: ${problem}`, located.location);
  }
}

/** A failed system call (reading the file), not a database error that also carries a `code`. */
function isSystemError(error: unknown): error is NodeJS.ErrnoException {
  return error instanceof Error && typeof (error as NodeJS.ErrnoException).syscall === 'string';
}

async function fileSize(file: string): Promise<number> {
  try {
    await access(file, constants.R_OK);
    const info = await stat(file);
    if (!info.isFile()) throw new ImportError(`${file} is not a file`);
    return info.size;
  } catch (error) {
    if (error instanceof ImportError) throw error;
    throw new ImportError(`cannot read ${file}: ${(error as Error).message}`);
  }
}

/**
 * The decoder for the encoding named in the XML declaration. WordPress writes its blog charset
 * there: UTF-8 almost always, ISO-8859-1 on some old sites.
 */
function declaredEncoding(head: Buffer): BufferEncoding {
  // Read as latin1, a UTF-8 byte order mark is the three characters ï»¿.
  const decl = /^(?:\u00EF\u00BB\u00BF)?\s*<\?xml[^>]*?encoding\s*=\s*["']([^"']+)["']/.exec(
    head.toString('latin1', 0, 256),
  );
  const name = decl?.[1]?.toLowerCase();
  if (name === undefined || /^(utf-?8|us-ascii)$/.test(name)) return 'utf8';
  if (/^(iso-8859-1|latin-?1|windows-1252|cp1252)$/.test(name)) return 'latin1';
  throw new ImportError(`unsupported encoding "${decl?.[1] ?? ''}" (expected UTF-8 or ISO-8859-1)`);
}

/** Tracks the element path and builds the tree of the channel child being read. */
class ReaderState {
  private readonly path: string[] = [];
  private readonly building: XmlNode[] = [];
  private channels = 0;
  /** The block being handed over, so that an error thrown while storing it can name it. */
  private handling: XmlNode | undefined;

  constructor(private readonly onChild: ChannelChildHandler) {}

  open(tag: SaxesTagNS, line: number, column: number): void {
    const depth = this.path.length;
    if (depth >= MAX_ELEMENT_DEPTH) {
      throw new ImportError(
        `elements are nested more than ${MAX_ELEMENT_DEPTH} levels deep (a WXR file needs 5)`,
        { line, column },
      );
    }
    const name = qualifiedName(tag.uri, tag.local);
    if (depth === 0 && name !== 'rss') {
      throw new ImportError(
        `the root element is <${tag.name}>, but a WXR file is an <rss> document with a <channel>`,
      );
    }
    if (depth === 1 && name === 'channel') this.channels += 1;
    const inChannel = depth >= 2 && this.path[1] === 'channel';
    this.path.push(name);
    if (!inChannel) return;
    const attrs: Record<string, string> = {};
    for (const attr of Object.values(tag.attributes)) attrs[attr.local] = attr.value;
    const node: XmlNode = { name, attrs, text: '', children: [], line, column };
    this.building[this.building.length - 1]?.children.push(node);
    this.building.push(node);
  }

  text(text: string): void {
    const node = this.building[this.building.length - 1];
    // Whitespace between the children of a block is formatting, not content.
    if (node !== undefined && (node.children.length === 0 || text.trim() !== '')) {
      node.text += text;
    }
  }

  close(): void {
    this.path.pop();
    const node = this.building.pop();
    if (node === undefined || this.building.length > 0) return;
    this.handling = node;
    this.onChild(node);
    this.handling = undefined;
  }

  finish(): void {
    if (this.channels === 0) {
      throw new ImportError('the <rss> element has no <channel>: this is not a WXR file');
    }
  }

  /** The `<item>` being read, to name it in error messages. */
  currentItem(): Pick<ImportLocation, 'postId' | 'title'> {
    const item = this.building[0] ?? this.handling;
    if (item?.name !== 'item') return {};
    const id = trimmedText(item, 'wp:post_id');
    const postId = id !== undefined && /^\d+$/.test(id) ? Number(id) : undefined;
    return { postId, title: trimmedText(item, 'title') };
  }
}

/** Adds the file, parser position and item to an error, turning saxes errors into ImportErrors. */
function locate(
  error: unknown,
  file: string,
  line: number,
  column: number,
  item: Pick<ImportLocation, 'postId' | 'title'>,
): ImportError {
  if (error instanceof ImportError) {
    if (error.location.file !== undefined) return error;
    return new ImportError(error.problem, { line, column, ...item, ...error.location, file });
  }
  const message = error instanceof Error ? error.message : String(error);
  if (isSystemError(error)) return new ImportError(`cannot read ${file}: ${message}`, { file });
  // saxes prefixes its messages with "line:column: "; the location is added back uniformly.
  const xml = /^\d+:\d+: (.*)$/s.exec(message);
  if (xml !== null) {
    return new ImportError(`not well-formed XML: ${xml[1]}`, { file, line, column, ...item });
  }
  // Anything else (a database constraint, a bug) still names the place it happened.
  const name = error instanceof Error ? error.name : 'Error';
  return new ImportError(`${name}: ${message}`, { file, line, column, ...item });
}
