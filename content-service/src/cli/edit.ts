/**
 * `npm run content:edit -- [--db PATH] COMMAND ...`
 *
 *   set-title ID "New title"       set-content ID "<p>HTML</p>"
 *   set-status ID publish|draft|pending|private|trash
 *   set-option blog_public|blogname|blogdescription|posts_per_page VALUE
 *
 * Edits the content store as WordPress's editor would (post_modified updated), then tells the
 * site (SITE_URL, REVALIDATE_SECRET) which pages to regenerate. Exit 0: saved (and the site told,
 * when configured); 2: bad usage or value, nothing changed; 3: saved, but the site was not told.
 */
import { parseArgs } from 'node:util';
import { EditError } from '../edit/edit-error';
import { setOption } from '../edit/option-edits';
import { type PostEdit, POST_STATUSES, editPost, isPostStatus } from '../edit/post-edits';
import { reportNotice } from '../edit/report-notice';
import {
  type RevalidationBody,
  postRevalidationBody,
  publicPostUri,
} from '../edit/revalidation-body';
import { notifierConfig, notifySite } from '../edit/site-notifier';
import { type Store, openStore } from '../store/open-store';
import { existingDatabase } from './existing-database';

const USAGE = `usage: content:edit [--db PATH] COMMAND
  set-title ID "New title"
  set-content ID "<p>New content</p>"
  set-status ID ${POST_STATUSES.join('|')}
  set-option blog_public|blogname|blogdescription|posts_per_page VALUE`;

/** A command as typed: what to change, and what to tell the site afterwards. */
type Command = (db: Store) => { done: string; body: RevalidationBody };

function postId(raw: string | undefined): number {
  const id = Number(raw);
  if (!raw || !/^\d+$/.test(raw) || !Number.isSafeInteger(id) || id < 1) {
    throw new EditError(`ID must be a post's or page's number (got "${raw ?? ''}")`);
  }
  return id;
}

function postCommand(id: number, edit: PostEdit): Command {
  return (db) => {
    const uriBefore = publicPostUri(db, id);
    // One transaction: the row and its modified time change together or not at all.
    db.transaction(() => editPost(db, id, edit))();
    return { done: `post ${id}: ${edit.field} set`, body: postRevalidationBody(db, id, uriBefore) };
  };
}

function parseCommand(words: string[]): Command {
  const [name, first, second, ...extra] = words;
  if (extra.length > 0 || second === undefined) throw new EditError(USAGE);
  switch (name) {
    case 'set-title':
      return postCommand(postId(first), { field: 'title', value: second });
    case 'set-content':
      return postCommand(postId(first), { field: 'content', value: second });
    case 'set-status':
      if (!isPostStatus(second)) {
        throw new EditError(`status must be one of ${POST_STATUSES.join(', ')}`);
      }
      return postCommand(postId(first), { field: 'status', value: second });
    case 'set-option':
      return (db) => {
        setOption(db, first ?? '', second);
        // A setting shows on every page; the home page and the sitemap (robots.txt) now, the
        // rest as they are regenerated after REVALIDATE_SECONDS.
        return { done: `option ${first}: set to "${second}"`, body: {} };
      };
    default:
      throw new EditError(USAGE);
  }
}

async function main(argv: string[]): Promise<number> {
  let db: Store | undefined;
  try {
    const { values, positionals } = parseArgs({
      args: argv,
      allowPositionals: true,
      options: { db: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
    });
    if (values.help) {
      process.stdout.write(`${USAGE}\n`);
      return 0;
    }
    const command = parseCommand(positionals);
    const config = notifierConfig(process.env);
    if (typeof config === 'string') throw new EditError(config);
    const database = existingDatabase(values.db, process.env);
    if (!database.ok) throw new EditError(database.message);
    db = openStore(database.path);
    const { done, body } = command(db);
    db.close();
    db = undefined;
    process.stdout.write(`${done}\n`);
    const notice = reportNotice(await notifySite(config, body));
    (notice.exitCode === 0 ? process.stdout : process.stderr).write(`${notice.line}\n`);
    return notice.exitCode;
  } catch (error) {
    const badArguments = String((error as NodeJS.ErrnoException).code).startsWith('ERR_PARSE_ARGS');
    if (!(error instanceof EditError) && !badArguments) throw error;
    process.stderr.write(`${(error as Error).message}\n`);
    return 2;
  } finally {
    db?.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    process.stderr.write(
      `edit failed: ${error instanceof Error ? error.message : String(error)}\n`,
    );
    process.exitCode = 1;
  },
);
