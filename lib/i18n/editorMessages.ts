import { editorCatalogues } from '@/locales/editor';
import type { Locale } from '@/locales';
import type { Messages } from './messages';

/** A locale's editor strings (imported by the editor pages only). */
export const editorMessagesFor = (locale: Locale): Messages => editorCatalogues[locale];
