/**
 * Link texts that say nothing out of context ("Read more"): the phrases Lighthouse's link-text
 * audit lists for the site's languages (en, de, fr, es). A link from WordPress with such a text
 * is given its block's heading as hidden text, so that its name says where it goes.
 */
const GENERIC = new Set([
  'click here',
  'click this',
  'go',
  'here',
  'information',
  'learn more',
  'more',
  'more info',
  'more information',
  'right here',
  'read more',
  'see more',
  'start',
  'this',
  'klicke hier',
  'hier klicken',
  'hier',
  'mehr',
  'mehr erfahren',
  'weiterlesen',
  'mehr lesen',
  'cliquez ici',
  'ici',
  'plus',
  'en savoir plus',
  'lire la suite',
  'voir plus',
  'haga clic aquí',
  'aquí',
  'más',
  'más información',
  'leer más',
  'ver más',
]);

export function isGenericLinkText(text: string): boolean {
  return GENERIC.has(
    text
      .trim()
      .toLowerCase()
      .replace(/[.!…:»›→\s]+$/u, ''),
  );
}
