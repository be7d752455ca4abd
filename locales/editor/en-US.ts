/**
 * The editor pages' strings (login and preview) in the default locale, en-US: kept apart from the
 * site's catalogue so that public pages do not carry them in their JavaScript. The editor pages
 * add them to the site's messages (lib/i18n/EditorMessages.tsx). Every other locale must
 * translate every key (its type is `EditorCatalogue`).
 */
export const enUSEditor = {
  // Login, preview and logout
  'login.title': 'Editor login',
  'login.intro': 'Log in with your WordPress account to preview drafts and revisions.',
  'login.identifier': 'Username or email',
  'login.password': 'Password',
  'login.submit': 'Log in',
  'login.submitting': 'Logging in…',
  'login.invalidCredentials': 'The username or email and password do not match an account.',
  'login.tooMany': 'Too many attempts. Please wait {seconds} seconds and try again.',
  'login.errorSummary': 'Please correct the marked fields.',
  'login.success': 'You are logged in.',
  'preview.label': 'Preview',
  'preview.draft': 'Draft preview, not published',
  'preview.revision': 'Preview of the latest revision, not published yet',
  'preview.published': 'Preview of the published version',
  'preview.refresh': 'Refresh preview',
  'preview.logout': 'Log out',
  'preview.loggedOut': 'You have logged out.',
  'preview.logoutFailed': 'Logging out failed. Please try again.',
  'preview.loginAgain': 'Log in',
  'preview.checkingLogin': 'Checking your login…',
  'preview.sessionExpired': 'Your session has expired. Please log in again.',
  'preview.refreshFailed': 'The preview could not be refreshed. Please try again.',
  'preview.copyLink': 'Copy link',
  'preview.linkCopied': 'Link copied.',
  'preview.copyFailed': 'The link could not be copied.',
} as const;

export type EditorMessageId = keyof typeof enUSEditor;
export type EditorCatalogue = Record<EditorMessageId, string>;
