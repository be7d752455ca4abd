import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { createFaviconHandler } from '@/lib/site-icon/favicon-handler';
import { PROJECT_ICON_PATH } from '@/lib/site-icon/site-icon-href';
import { getSiteIcon } from '@/lib/wordpress/api/site-icon';
import { siteEnv } from '@/lib/wordpress/config/site-env';

let projectIcon: Promise<Buffer> | undefined;

/** Read once; a failed read is tried again on the next request. */
function readProjectIcon(): Promise<Buffer> {
  projectIcon ??= readFile(path.join(process.cwd(), 'public', PROJECT_ICON_PATH)).catch((error) => {
    projectIcon = undefined;
    throw error;
  });
  return projectIcon;
}

/** `/favicon.ico` (rewritten here, see next-site-config.ts). */
export default createFaviconHandler({
  siteIcon: () => getSiteIcon(),
  projectIcon: readProjectIcon,
  revalidateSeconds: () => siteEnv().revalidateSeconds,
});
