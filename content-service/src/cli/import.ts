/**
 * `npm run content:import -- FILE.xml [--db PATH] [--options FILE.json] [--acf FIELD-GROUPS.json]`
 *
 * Imports a WXR file into the content store in one transaction and prints a summary of what it
 * wrote as `name: value` lines (stdout), then a `warning: ...` line (stderr) for each part of the
 * file it left out as WordPress's importer does (menu items); exits non-zero, with the database unchanged, when the file
 * is missing, unreadable or malformed. With SITE_URL and REVALIDATE_SECRET set, a successful import
 * then asks the site to revalidate its home page and sitemap (exit 3 when that fails; the import
 * stays).
 */
import { SingleBar } from 'cli-progress';
import { parseArgs } from 'node:util';
import {
  formatSummary,
  ImportError,
  importWxr,
  loadAcfFile,
  loadOptionsFile,
  type ImportOptions,
} from '../import';
import { reportNotice } from '../edit/report-notice';
import { notifierConfig, notifySite } from '../edit/site-notifier';
import { openStore, resolveDbPath } from '../store/open-store';

const USAGE =
  'usage: content:import FILE.xml [--db PATH] [--options FILE.json] [--acf FIELD-GROUPS.json]';

async function main(argv: string[]): Promise<number> {
  let args: ReturnType<typeof parse>;
  try {
    args = parse(argv);
  } catch (error) {
    process.stderr.write(`${(error as Error).message}\n${USAGE}\n`);
    return 2;
  }
  if (args.values.help === true) {
    process.stdout.write(`${USAGE}\n`);
    return 0;
  }
  const [file, ...extra] = args.positionals;
  if (file === undefined || extra.length > 0) {
    process.stderr.write(`${USAGE}\n`);
    return 2;
  }

  const notifier = notifierConfig(process.env);
  if (typeof notifier === 'string') {
    process.stderr.write(`${notifier}\n`);
    return 2;
  }

  const options: ImportOptions = {};
  if (args.values.options !== undefined)
    options.options = await loadOptionsFile(args.values.options);
  if (args.values.acf !== undefined) options.acf = await loadAcfFile(args.values.acf);

  const dbPath = resolveDbPath(args.values.db, process.env);
  const db = openStore(dbPath);
  // A progress bar only for a person watching; pipes and CI get just the summary.
  const bar = process.stdout.isTTY
    ? new SingleBar({ format: 'importing [{bar}] {percentage}% {value}/{total} bytes' })
    : undefined;
  const started = Date.now();
  try {
    options.onProgress = (read, total) => {
      if (bar === undefined) return;
      if (bar.getTotal() !== total) bar.start(total, 0);
      bar.update(read);
    };
    const summary = await importWxr(db, file, options);
    bar?.stop();
    process.stdout.write(`${formatSummary(summary).join('\n')}\n`);
    for (const warning of summary.warnings) process.stderr.write(`warning: ${warning}\n`);
    const seconds = ((Date.now() - started) / 1000).toFixed(2);
    process.stderr.write(`imported ${file} into ${dbPath} in ${seconds} s\n`);
  } finally {
    bar?.stop();
    db.close();
  }
  // An import can touch every page; the home page and the sitemap are regenerated now, other
  // pages after REVALIDATE_SECONDS (thousands of renders at once would stall the site).
  const notice = reportNotice(await notifySite(notifier, {}));
  process.stderr.write(`${notice.line}\n`);
  return notice.exitCode;
}

function parse(argv: string[]) {
  return parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      db: { type: 'string' },
      options: { type: 'string' },
      acf: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    const message = error instanceof ImportError ? error.message : String(error);
    process.stderr.write(`import failed: ${message}\n`);
    process.exitCode = 1;
  },
);
