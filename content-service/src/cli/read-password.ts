/*
 * Where the content:user CLI takes a password from: CONTENT_USER_PASSWORD, or a prompt that does
 * not echo on a terminal. Never an argument: arguments end up in shell history and `ps`.
 */

export const PASSWORD_ENV = 'CONTENT_USER_PASSWORD';

export type PasswordSource = { ok: true; password: string } | { ok: false; message: string };

export async function readPassword(
  env: Record<string, string | undefined>,
  stdin: NodeJS.ReadStream = process.stdin,
  stderr: NodeJS.WriteStream = process.stderr,
): Promise<PasswordSource> {
  const fromEnv = env[PASSWORD_ENV];
  if (fromEnv !== undefined) {
    return fromEnv === ''
      ? { ok: false, message: `${PASSWORD_ENV} is empty` }
      : { ok: true, password: fromEnv };
  }
  if (!stdin.isTTY) {
    return {
      ok: false,
      message: `no password: set ${PASSWORD_ENV} or run in a terminal to be asked for one`,
    };
  }
  const first = await prompt('Password: ', stdin, stderr);
  if (first === '') return { ok: false, message: 'the password is empty' };
  const second = await prompt('Password again: ', stdin, stderr);
  if (first !== second) return { ok: false, message: 'the passwords do not match' };
  return { ok: true, password: first };
}

/** One line from a terminal in raw mode, echoing nothing; Ctrl-C and Ctrl-D give up. */
function prompt(
  question: string,
  stdin: NodeJS.ReadStream,
  stderr: NodeJS.WriteStream,
): Promise<string> {
  return new Promise((resolve) => {
    stderr.write(question);
    let line = '';
    const done = (value: string) => {
      stdin.setRawMode(false);
      stdin.pause();
      stdin.off('data', onData);
      stderr.write('\n');
      resolve(value);
    };
    const onData = (chunk: Buffer) => {
      for (const ch of chunk.toString('utf8')) {
        if (ch === '\r' || ch === '\n') return done(line);
        if (ch === '\u0003' || ch === '\u0004') return done('');
        if (ch === '\u007f' || ch === '\b') line = line.slice(0, -1);
        else line += ch;
      }
    };
    stdin.setRawMode(true);
    stdin.resume();
    stdin.on('data', onData);
  });
}
