import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  buildSchema,
  isInputObjectType,
  isInterfaceType,
  isObjectType,
  isUnionType,
  type GraphQLNamedType,
} from 'graphql';
import { describe, expect, it } from 'vitest';
import { createSchema } from './create-schema';
import { extractSubsetSdl } from './extract-subset';
import { openStore } from '../store/open-store';
import { writeOption } from '../store/options';
import { needsShared } from '../../../tests/support/needs-shared';
import { referenceFile } from '../../../tests/support/shared-dir';

const hasReference = needsShared('wordpress-reference');

/** What the project's WordPress plugin adds to the reference's schema (blockSupportStyles). */
const PLUGIN_SDL = path.resolve(__dirname, '../../../wordpress/lavanda-headless/schema.graphql');

function signature(type: GraphQLNamedType): Record<string, string> {
  const out: Record<string, string> = {};
  if (isObjectType(type) || isInterfaceType(type)) {
    for (const f of Object.values(type.getFields())) {
      out[f.name] = String(f.type);
      for (const a of f.args) out[`${f.name}(${a.name})`] = String(a.type);
    }
    for (const i of type.getInterfaces()) out[`implements ${i.name}`] = i.name;
  } else if (isInputObjectType(type)) {
    for (const f of Object.values(type.getFields())) out[f.name] = String(f.type);
  } else if (isUnionType(type)) {
    for (const t of type.getTypes()) out[`member ${t.name}`] = t.name;
  }
  return out;
}

describe.runIf(hasReference)('content service schema', () => {
  it.each([
    ['the reference', referenceFile('acf-field-groups-export.json')],
    ['the demo', path.resolve(__dirname, '../../demo/acf-field-groups.json')],
  ])(
    "with ACF field groups of %s is a subset of the reference schema (with the plugin's additions): same names, arguments and nullability",
    (_name, acfFile) => {
      const reference = buildSchema(
        `${readFileSync(referenceFile('schema.graphql'), 'utf8')}\n${readFileSync(PLUGIN_SDL, 'utf8')}`,
      );
      const db = openStore(':memory:');
      writeOption(db, 'content_service_acf', JSON.parse(readFileSync(acfFile, 'utf8')));
      const ours = createSchema(db);
      expect(ours.getType('SiteOptionsPage')).toBeDefined();
      const mismatches: string[] = [];
      for (const type of Object.values(ours.getTypeMap())) {
        if (type.name.startsWith('__')) continue;
        const ref = reference.getType(type.name);
        if (!ref) {
          mismatches.push(`type ${type.name} is not in the reference`);
          continue;
        }
        const refSig = signature(ref);
        for (const [key, value] of Object.entries(signature(type))) {
          if (refSig[key] !== value)
            mismatches.push(`${type.name}.${key}: ${value} vs ${refSig[key]}`);
        }
      }
      expect(mismatches).toEqual([]);
      expect(ours.getQueryType()?.name).toBe('RootQuery');
    },
  );

  it('is the committed output of the extractor over the reference (regenerate when subset.ts changes)', () => {
    const committed = readFileSync(path.join(__dirname, 'wpgraphql.graphql'), 'utf8');
    const regenerated = extractSubsetSdl(readFileSync(referenceFile('schema.graphql'), 'utf8'));
    expect(committed).toBe(regenerated);
  });
});
