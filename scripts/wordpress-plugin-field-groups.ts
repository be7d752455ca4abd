/**
 * `npm run wordpress:field-groups`: regenerates wordpress/lavanda-headless/acf/field-groups.json from
 * content-service/demo/source/acf-field-groups.ts (the demo's groups come from the same definition).
 * The file is committed; tests/wordpress-plugin/field-groups.test.ts fails when it is out of date.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { FIELD_GROUPS_FILE, pluginFieldGroupsJson } from './wordpress-plugin/field-groups';

async function main(): Promise<void> {
  writeFileSync(FIELD_GROUPS_FILE, await pluginFieldGroupsJson());
  console.log(`${path.relative(process.cwd(), FIELD_GROUPS_FILE)} written`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
