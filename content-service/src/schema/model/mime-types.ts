import { readFileSync } from 'node:fs';
import path from 'node:path';

let byEnum: Map<string, string> | undefined;

/**
 * The MIME type a MimeTypeEnum value stands for (IMAGE_JPEG -> image/jpeg). The enum's names
 * lose the dots and dashes (APPLICATION_VND_MS_EXCEL), so the mapping is read from the
 * reference's own descriptions ("application/vnd.ms-excel mime type.").
 */
export function mimeTypeOfEnum(value: string): string | undefined {
  if (!byEnum) {
    byEnum = new Map();
    const sdl = readFileSync(path.join(__dirname, '..', 'wpgraphql.graphql'), 'utf8');
    const block = /enum MimeTypeEnum \{([\s\S]*?)\n\}/.exec(sdl)?.[1] ?? '';
    for (const match of block.matchAll(/"""(\S+) mime type\."""\s+([A-Z0-9_]+)/g)) {
      byEnum.set(match[2]!, match[1]!);
    }
  }
  return byEnum.get(value);
}
