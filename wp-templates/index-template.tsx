import ArchiveTemplate from './archive';
import PageTemplate from './page';
import SingleTemplate from './single';
import type { TemplateProps } from './types';

/**
 * `index`: the last name of every hierarchy, so it renders any content: through whichever of
 * the site's templates takes it (each renders its own kind of content only).
 */
export default function IndexTemplate({ view }: TemplateProps) {
  return (
    <>
      <SingleTemplate view={view} />
      <PageTemplate view={view} />
      <ArchiveTemplate view={view} />
    </>
  );
}
