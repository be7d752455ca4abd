import type { GraphQLSchema } from 'graphql';
import type { Resolvers } from '../model/resolvers-type';
import type { AcfExport } from './definitions';
import { buildAcfModel, type AcfModel } from './model';
import { buildAcfResolvers } from './resolvers';
import { printAcfSdl } from './sdl';

export type { AcfExport } from './definitions';

/**
 * Two definitions naming the same GraphQL type (an options page typed `SiteOptions` holding a group
 * `siteOptions`, the reference's history/acf_site_options_collision) break WPGraphQL for ACF with
 * DUPLICATE_TYPE; here they are refused with the names to change instead.
 */
function assertDistinctTypeNames(model: AcfModel): void {
  const seen = new Set<string>();
  const names = [
    ...model.objects.flatMap((o) => [o.name, `${o.name}_Fields`]),
    ...model.layoutInterfaces.map((i) => i.name),
    ...model.optionsPages.map((p) => p.typeName),
    ...model.groups.map((g) => `WithAcf${g.type.name}`),
  ];
  for (const name of names) {
    if (seen.has(name)) {
      throw new Error(
        `ACF definitions give two GraphQL types the name ${name}: set a distinct graphql_type_name / graphql_field_name`,
      );
    }
    seen.add(name);
  }
}

export interface AcfExtension {
  /** SDL extending the core schema: `extendSchema(base, parse(typeDefs))`. */
  typeDefs: string;
  resolvers: Resolvers;
}

/**
 * The GraphQL types and resolvers WPGraphQL for ACF 2.4 would add for these field-group
 * definitions (the `content_service_acf` option). With `base` (the core schema), types it already
 * defines are not declared again and location targets it lacks are skipped; without it every
 * helper type and target is emitted.
 */
export function buildAcfExtension(defs: AcfExport | undefined, base?: GraphQLSchema): AcfExtension {
  const model = buildAcfModel(defs);
  assertDistinctTypeNames(model);
  const surface = base
    ? { hasType: (name: string) => base.getType(name) !== undefined }
    : undefined;
  const typeDefs =
    model.groups.length > 0 || model.optionsPages.length > 0 ? printAcfSdl(model, surface) : '';
  return {
    typeDefs,
    resolvers: buildAcfResolvers(model, surface ? surface.hasType : () => true),
  };
}
