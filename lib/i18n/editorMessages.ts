import { editorCatalogues } from '@/locales/editor';
import { compiledOnce } from './messages';

/** A locale's editor strings, precompiled once (imported by the editor pages only). */
export const editorMessagesFor = compiledOnce(editorCatalogues);
