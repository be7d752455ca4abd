import type { Locale } from '..';
import { deDEEditor } from './de-DE';
import { type EditorCatalogue, enUSEditor } from './en-US';
import { esESEditor } from './es-ES';
import { frFREditor } from './fr-FR';

export type { EditorCatalogue, EditorMessageId } from './en-US';

/** The editor pages' catalogues, one per locale of the site's (locales/index.ts). */
export const editorCatalogues = {
  'en-US': enUSEditor,
  'de-DE': deDEEditor,
  'fr-FR': frFREditor,
  'es-ES': esESEditor,
} satisfies Record<Locale, EditorCatalogue>;
