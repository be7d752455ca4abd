import path from 'node:path';
import { wxrDir } from '../../support/shared-dir';

/** The real exports of ../shared/wxr/ compared on both backends (nobody here wrote them). */
export interface WxrSite {
  /** Short name: the prefix of its corpus entries in known-differences.json. */
  name: string;
  file: string;
  /** Menu slug per location (the kit's import-wxr.sh LOCATION=SLUG; the import's nav_menu_locations). */
  menuLocations: Record<string, string>;
}

export const wxrSites: WxrSite[] = [
  {
    // Japanese theme test data: non-ASCII titles and slugs, nested pages and menus, comments.
    name: 'ja',
    file: path.join(wxrDir, 'wordpress-theme-test-data-ja.xml'),
    menuLocations: { 'header-menu': 'head_navi', 'footer-menu': 'foot_navi' },
  },
  {
    // A real blog's export: long posts with code, many tags, one author.
    name: 'mythz',
    file: path.join(wxrDir, 'mythz-blog.wordpress-export.wxr-1.1.xml'),
    menuLocations: {},
  },
];
