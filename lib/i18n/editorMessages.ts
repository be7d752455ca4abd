import { editorCatalogues } from '@/locales/editor';
import type { Locale } from '@/locales';
import { compileCatalogue } from './compileMessage';
import type { CompiledMessages } from './messages';

const compiled = new Map<Locale, CompiledMessages>();

/** A locale's editor strings, precompiled once (imported by the editor pages only). */
export function editorMessagesFor(locale: Locale): CompiledMessages {
  let messages = compiled.get(locale);
  if (!messages) {
    messages = compileCatalogue(editorCatalogues[locale]);
    compiled.set(locale, messages);
  }
  return messages;
}
