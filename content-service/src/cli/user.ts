/**
 * `npm run content:user -- add NAME --email E --role ROLE [--db PATH]`
 * `npm run content:user -- set-password NAME [--db PATH]`
 *
 * Creates an editor (or any WordPress role) who can sign in for previews, or gives an existing
 * user (WordPress exports carry no passwords) a password. The password comes from
 * CONTENT_USER_PASSWORD or a hidden prompt, never from an argument. Exits 2 on bad input.
 */
import { parseArgs } from 'node:util';
import { UserInputError, addUser, setPassword } from '../auth/user-admin';
import { openStore } from '../store/open-store';
import { existingDatabase } from './existing-database';
import { readPassword } from './read-password';

const USAGE = [
  'usage: content:user add NAME --email E --role ROLE [--db PATH]',
  '       content:user set-password NAME [--db PATH]',
  'The password is read from CONTENT_USER_PASSWORD, or asked for on a terminal.',
].join('\n');

function fail(message: string): number {
  process.stderr.write(`${message}\n`);
  return 2;
}

async function main(argv: string[]): Promise<number> {
  let args;
  try {
    args = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        email: { type: 'string' },
        role: { type: 'string' },
        db: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    });
  } catch (error) {
    return fail(`${(error as Error).message}\n${USAGE}`);
  }
  if (args.values.help === true) {
    process.stdout.write(`${USAGE}\n`);
    return 0;
  }
  const [command, name, ...extra] = args.positionals;
  if (name === undefined || extra.length > 0) return fail(USAGE);
  if (command === 'add') {
    const { email, role } = args.values;
    if (email === undefined || role === undefined)
      return fail(`add needs --email and --role\n${USAGE}`);
  } else if (command !== 'set-password') {
    return fail(`unknown command "${command}"\n${USAGE}`);
  }

  const password = await readPassword(process.env);
  if (!password.ok) return fail(password.message);
  // A mistyped --db must not quietly create an empty database holding one user.
  const database = existingDatabase(args.values.db, process.env);
  if (!database.ok) return fail(database.message);
  const db = openStore(database.path);
  try {
    if (command === 'add') {
      const id = await addUser(db, {
        login: name,
        email: args.values.email ?? '',
        role: args.values.role ?? '',
        password: password.password,
      });
      process.stdout.write(
        `added user ${name} (id ${id}, ${args.values.role}) to ${database.path}\n`,
      );
    } else {
      await setPassword(db, name, password.password);
      process.stdout.write(`password set for ${name} in ${database.path}\n`);
    }
    return 0;
  } catch (error) {
    if (error instanceof UserInputError) return fail(error.message);
    throw error;
  } finally {
    db.close();
  }
}

if (require.main === module) {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error: unknown) => {
      process.stderr.write(
        `${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
      );
      process.exit(1);
    },
  );
}
