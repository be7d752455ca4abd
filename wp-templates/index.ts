import ArchiveTemplate from './archive';
import IndexTemplate from './index-template';
import PageTemplate from './page';
import SingleTemplate from './single';
import type { Template } from './types';

/**
 * The site's templates by WordPress template name (Faust's `templates`, registered in
 * faust.config.js). The server picks the first name of the path's hierarchy found here
 * (lib/routing/template-hierarchy.ts); add a file and a line, e.g. `'category-news': News`.
 */
const templates: Record<string, Template> & { index: Template } = {
  index: IndexTemplate,
  single: SingleTemplate,
  page: PageTemplate,
  archive: ArchiveTemplate,
  home: ArchiveTemplate,
};

export default templates;
