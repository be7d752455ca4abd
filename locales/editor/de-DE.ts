import type { EditorCatalogue } from './en-US';

export const deDEEditor: EditorCatalogue = {
  'login.title': 'Anmeldung für die Redaktion',
  'login.intro':
    'Melden Sie sich mit Ihrem WordPress-Konto an, um Entwürfe und Revisionen in der Vorschau zu sehen.',
  'login.identifier': 'Benutzername oder E-Mail-Adresse',
  'login.password': 'Passwort',
  'login.submit': 'Anmelden',
  'login.submitting': 'Anmeldung läuft…',
  'login.invalidCredentials':
    'Benutzername oder E-Mail-Adresse und Passwort passen zu keinem Konto.',
  'login.tooMany':
    'Zu viele Versuche. Bitte warten Sie {seconds} Sekunden und versuchen Sie es erneut.',
  'login.errorSummary': 'Bitte korrigieren Sie die markierten Felder.',
  'login.success': 'Sie sind angemeldet.',
  'preview.label': 'Vorschau',
  'preview.draft': 'Vorschau eines Entwurfs, nicht veröffentlicht',
  'preview.revision': 'Vorschau der neuesten Revision, noch nicht veröffentlicht',
  'preview.published': 'Vorschau der veröffentlichten Fassung',
  'preview.refresh': 'Vorschau aktualisieren',
  'preview.logout': 'Abmelden',
  'preview.loggedOut': 'Sie haben sich abgemeldet.',
  'preview.logoutFailed': 'Die Abmeldung ist fehlgeschlagen. Bitte versuchen Sie es erneut.',
  'preview.loginAgain': 'Anmelden',
  'preview.checkingLogin': 'Anmeldung wird geprüft…',
  'preview.sessionExpired': 'Ihre Sitzung ist abgelaufen. Bitte melden Sie sich erneut an.',
  'preview.refreshFailed':
    'Die Vorschau konnte nicht aktualisiert werden. Bitte versuchen Sie es erneut.',
  'preview.copyLink': 'Link kopieren',
  'preview.linkCopied': 'Link kopiert.',
  'preview.copyFailed': 'Der Link konnte nicht kopiert werden.',
};
