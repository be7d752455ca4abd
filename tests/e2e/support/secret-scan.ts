import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** The ways a secret could be written into a file or page: as is, JSON-escaped, URL-encoded. */
export function spellings(secret: string): string[] {
  return [...new Set([secret, secret.replace(/\//g, '\\/'), encodeURIComponent(secret)])];
}

/** Which of `secrets` occur in `text` (reported by a label, never by value). */
export function leaks(text: string, secrets: Record<string, string>): string[] {
  return Object.entries(secrets)
    .filter(([, secret]) => spellings(secret).some((spelling) => text.includes(spelling)))
    .map(([label]) => label);
}

/** Every file under `dir` holding one of `secrets`: `path: label`. */
export function scanFolder(dir: string, secrets: Record<string, string>): string[] {
  const found: string[] = [];
  const walk = (folder: string) => {
    for (const name of readdirSync(folder)) {
      const file = path.join(folder, name);
      if (statSync(file).isDirectory()) walk(file);
      else {
        for (const label of leaks(readFileSync(file, 'latin1'), secrets)) {
          found.push(`${path.relative(dir, file)}: ${label}`);
        }
      }
    }
  };
  walk(dir);
  return found;
}
