import templates from '@/wp-templates';

/**
 * The template names wp-templates registers: the server chooses among them (server code only, so
 * the names never cost a page its JavaScript; the page renders its template by name).
 */
export const registeredTemplates: readonly string[] = Object.keys(templates);
