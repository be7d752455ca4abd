/**
 * `npm run theme:css`: regenerates theme/generated/chakra-global.css from theme/system.ts (the
 * reset, global styles and token variables Chakra would otherwise write into every page at run
 * time). Run it after changing the theme; theme/global-stylesheet.test.tsx fails until it is.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { chakraGlobalCss, GLOBAL_CSS_FILE } from '../theme/global-stylesheet';
import { system } from '../theme/system';

const file = path.join(__dirname, '..', GLOBAL_CSS_FILE);
writeFileSync(file, chakraGlobalCss(system));
console.log(GLOBAL_CSS_FILE);
