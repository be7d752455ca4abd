/*
 * The demo's editor (login `editor`, role editor in options.json) signs in for previews with a
 * password that exists only to try the demo: `npm run demo` sets it after importing, from
 * DEMO_EDITOR_PASSWORD or this documented default. It is never a real site's password: real
 * users get theirs from `npm run content:user`.
 */

export const DEMO_EDITOR_LOGIN = 'editor';
export const DEMO_EDITOR_PASSWORD_ENV = 'DEMO_EDITOR_PASSWORD';
export const DEFAULT_DEMO_EDITOR_PASSWORD = 'demo-only-editor-password';

export function demoEditorPassword(env: Record<string, string | undefined>): string {
  const fromEnv = env[DEMO_EDITOR_PASSWORD_ENV];
  return fromEnv !== undefined && fromEnv !== '' ? fromEnv : DEFAULT_DEMO_EDITOR_PASSWORD;
}
