import type { EditorCatalogue } from './en-US';

export const frFREditor: EditorCatalogue = {
  'login.title': 'Connexion de la rédaction',
  'login.intro':
    'Connectez-vous avec votre compte WordPress pour prévisualiser les brouillons et les révisions.',
  'login.identifier': 'Identifiant ou adresse e-mail',
  'login.password': 'Mot de passe',
  'login.submit': 'Se connecter',
  'login.submitting': 'Connexion en cours…',
  'login.invalidCredentials':
    'L’identifiant ou l’adresse e-mail et le mot de passe ne correspondent à aucun compte.',
  'login.tooMany': 'Trop de tentatives. Veuillez patienter {seconds} secondes puis réessayer.',
  'login.errorSummary': 'Veuillez corriger les champs signalés.',
  'login.success': 'Vous êtes connecté.',
  'preview.label': 'Aperçu',
  'preview.draft': 'Aperçu d’un brouillon, non publié',
  'preview.revision': 'Aperçu de la dernière révision, pas encore publiée',
  'preview.published': 'Aperçu de la version publiée',
  'preview.refresh': 'Actualiser l’aperçu',
  'preview.logout': 'Se déconnecter',
  'preview.loggedOut': 'Vous êtes déconnecté.',
  'preview.logoutFailed': 'La déconnexion a échoué. Veuillez réessayer.',
  'preview.loginAgain': 'Se connecter',
  'preview.checkingLogin': 'Vérification de votre connexion…',
  'preview.sessionExpired': 'Votre session a expiré. Veuillez vous reconnecter.',
  'preview.refreshFailed': 'L’aperçu n’a pas pu être actualisé. Veuillez réessayer.',
  'preview.copyLink': 'Copier le lien',
  'preview.linkCopied': 'Lien copié.',
  'preview.copyFailed': 'Le lien n’a pas pu être copié.',
};
