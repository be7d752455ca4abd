import type { NotifyResult } from './site-notifier';

/** Exit code when the change is saved but the site could not be told (the edit stays). */
export const NOT_NOTIFIED_EXIT = 3;

/** One line for the person at the terminal, and the exit code the CLI ends with. */
export function reportNotice(result: NotifyResult): { line: string; exitCode: number } {
  switch (result.kind) {
    case 'not-configured':
      return {
        line: 'site not notified: set SITE_URL and REVALIDATE_SECRET to revalidate it on changes',
        exitCode: 0,
      };
    case 'done':
      return { line: `site revalidated: ${result.paths.join(' ')}`, exitCode: 0 };
    case 'failed':
      return {
        line: `site NOT revalidated (the change is saved): ${result.reason}`,
        exitCode: NOT_NOTIFIED_EXIT,
      };
  }
}
