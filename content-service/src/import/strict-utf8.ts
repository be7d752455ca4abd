import { ImportError } from './import-error';

/**
 * Decodes a UTF-8 file chunk by chunk and refuses bytes that are not UTF-8, naming where they are
 * (line and column of the text decoded so far, and the byte offset). Node's StringDecoder would
 * turn them into U+FFFD silently, and the import would report success over damaged text.
 */
export class StrictUtf8Decoder {
  private readonly decoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });
  /** Bytes of the file before the current chunk. */
  private offset = 0;
  /** The last chunk's unfinished sequence (the decoder holds it until the next chunk). */
  private carry: Buffer = Buffer.alloc(0);
  private line = 1;
  private column = 1;

  constructor(private readonly file: string) {}

  write(chunk: Buffer): string {
    let text: string;
    try {
      text = this.decoder.decode(chunk, { stream: true });
    } catch {
      throw this.invalid(Buffer.concat([this.carry, chunk]), this.offset - this.carry.length);
    }
    this.carry = Buffer.from(chunk.subarray(chunk.length - unfinishedTail(chunk)));
    this.offset += chunk.length;
    this.advance(text);
    return text;
  }

  end(): string {
    try {
      return this.decoder.decode();
    } catch {
      throw this.invalid(this.carry, this.offset - this.carry.length);
    }
  }

  private advance(text: string): void {
    const last = text.lastIndexOf('\n');
    if (last === -1) {
      this.column += text.length;
      return;
    }
    let lines = 0;
    for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) lines += 1;
    this.line += lines;
    this.column = text.length - last;
  }

  /** The error for `bytes` (starting at file offset `start`), at its first byte that is not UTF-8. */
  private invalid(bytes: Buffer, start: number): ImportError {
    const bad = firstInvalidByte(bytes);
    this.advance(bytes.toString('utf8', 0, bad));
    const shown = Array.from(bytes.subarray(bad, Math.min(bad + 4, bytes.length)))
      .map((b) => `0x${b.toString(16).toUpperCase().padStart(2, '0')}`)
      .join(' ');
    return new ImportError(
      `bytes that are not UTF-8 (${shown}) at byte offset ${start + bad}: save the file as UTF-8 or declare its encoding`,
      { file: this.file, line: this.line, column: this.column },
    );
  }
}

/** Length of a multi-byte sequence left unfinished at the end of `chunk` (0 to 3 bytes). */
function unfinishedTail(chunk: Buffer): number {
  for (let back = 1; back <= Math.min(3, chunk.length); back++) {
    const byte = chunk[chunk.length - back]!;
    if ((byte & 0xc0) === 0x80) continue; // continuation byte: keep looking for the lead
    const need = byte >= 0xf0 ? 4 : byte >= 0xe0 ? 3 : byte >= 0xc0 ? 2 : 1;
    return need > back ? back : 0;
  }
  return 0;
}

/** Index of the first byte that does not belong to a well-formed UTF-8 sequence (RFC 3629). */
export function firstInvalidByte(bytes: Uint8Array): number {
  let i = 0;
  while (i < bytes.length) {
    const b = bytes[i]!;
    if (b < 0x80) {
      i += 1;
      continue;
    }
    let need: number;
    let min = 0x80;
    let max = 0xbf;
    if (b >= 0xc2 && b <= 0xdf) need = 1;
    else if (b >= 0xe0 && b <= 0xef) {
      need = 2;
      if (b === 0xe0) min = 0xa0;
      if (b === 0xed) max = 0x9f; // no surrogates
    } else if (b >= 0xf0 && b <= 0xf4) {
      need = 3;
      if (b === 0xf0) min = 0x90;
      if (b === 0xf4) max = 0x8f;
    } else return i;
    if (i + need > bytes.length - 1) return i; // the file ends inside the sequence
    const second = bytes[i + 1]!;
    if (second < min || second > max) return i;
    for (let k = 2; k <= need; k++) {
      const c = bytes[i + k]!;
      if ((c & 0xc0) !== 0x80) return i;
    }
    i += need + 1;
  }
  return bytes.length;
}
