import { createHash } from 'node:crypto';

/** A CSP source that lets exactly this inline script run. */
export function scriptHashSource(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}
