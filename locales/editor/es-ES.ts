import type { EditorCatalogue } from './en-US';

export const esESEditor: EditorCatalogue = {
  'login.title': 'Acceso para la redacción',
  'login.intro':
    'Inicie sesión con su cuenta de WordPress para previsualizar borradores y revisiones.',
  'login.identifier': 'Nombre de usuario o correo electrónico',
  'login.password': 'Contraseña',
  'login.submit': 'Iniciar sesión',
  'login.submitting': 'Iniciando sesión…',
  'login.invalidCredentials':
    'El nombre de usuario o correo electrónico y la contraseña no coinciden con ninguna cuenta.',
  'login.tooMany': 'Demasiados intentos. Espere {seconds} segundos y vuelva a intentarlo.',
  'login.errorSummary': 'Corrija los campos marcados.',
  'login.success': 'Ha iniciado sesión.',
  'preview.label': 'Vista previa',
  'preview.draft': 'Vista previa de un borrador, sin publicar',
  'preview.revision': 'Vista previa de la última revisión, aún sin publicar',
  'preview.published': 'Vista previa de la versión publicada',
  'preview.refresh': 'Actualizar la vista previa',
  'preview.logout': 'Cerrar sesión',
  'preview.loggedOut': 'Ha cerrado la sesión.',
  'preview.logoutFailed': 'No se pudo cerrar la sesión. Inténtelo de nuevo.',
  'preview.loginAgain': 'Iniciar sesión',
  'preview.checkingLogin': 'Comprobando su sesión…',
  'preview.sessionExpired': 'Su sesión ha caducado. Vuelva a iniciar sesión.',
  'preview.refreshFailed': 'No se pudo actualizar la vista previa. Inténtelo de nuevo.',
  'preview.copyLink': 'Copiar enlace',
  'preview.linkCopied': 'Enlace copiado.',
  'preview.copyFailed': 'No se pudo copiar el enlace.',
};
