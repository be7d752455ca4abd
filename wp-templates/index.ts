import ArchiveTemplate from './archive';
import type { TEMPLATE_KINDS, TemplateName } from './kinds';
import PageTemplate from './page';
import SingleTemplate from './single';
import type { Template } from './types';

/**
 * The site's templates by WordPress template name (Faust's `templates`, registered in
 * faust.config.js), each for the kind of content wp-templates/kinds.ts names. The server picks the
 * first name of the path's hierarchy registered for its kind (lib/routing/template-hierarchy.ts);
 * add a file, a line here and one in kinds.ts, e.g. `'category-news': News`.
 */
const templates = {
  single: SingleTemplate,
  page: PageTemplate,
  archive: ArchiveTemplate,
  home: ArchiveTemplate,
} satisfies { [Name in TemplateName]: Template<(typeof TEMPLATE_KINDS)[Name]> };

export default templates;
