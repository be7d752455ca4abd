import type { RequestContext } from '../context';
import { fromGlobalId, toGlobalId } from '../model/global-id';
import { rootQueryResolvers } from '../resolvers/root-query';
import {
  resolver,
  type AnyResolver,
  type Resolvers,
  type TypeNameResolver,
} from '../model/resolvers-type';
import type { OptionsPageModel } from './locations';
import type { AcfModel, GroupModel, ObjectModel } from './model';
import { optionsStore, storeForNode } from './stores';
import { fieldValue, type AcfObjectSource } from './values';

/** The source of an options page type (`SiteOptionsPage`). */
interface OptionsPageSource {
  acfType: string;
  page: OptionsPageModel;
}

/** ACF sources carry their concrete type name; interfaces resolve to it. */
const byAcfType: TypeNameResolver = (source) =>
  source && typeof source === 'object' && 'acfType' in source
    ? String((source as { acfType: unknown }).acfType)
    : undefined;

function objectResolvers(obj: ObjectModel): Resolvers[string] {
  const fields: Resolvers[string] = {
    fieldGroupName: resolver<AcfObjectSource>((s) => s.acfType),
  };
  for (const field of obj.fields) {
    fields[field.graphqlName] = resolver<AcfObjectSource>((s, _args, ctx) =>
      fieldValue(field, s, ctx),
    );
  }
  return fields;
}

/** `Page.pageContent` etc.: the group object of the node (or of a preview's parent). */
function groupOnNode(group: GroupModel) {
  return resolver<unknown>((node, _args, ctx): AcfObjectSource | null => {
    const store = storeForNode(ctx, node);
    return store ? { acfType: group.type.name, store, prefix: '' } : null;
  });
}

function optionsPageResolvers(page: OptionsPageModel): Resolvers[string] {
  const fields: Resolvers[string] = {
    id: resolver<OptionsPageSource>((s) => toGlobalId('acf_options_page', s.page.menuSlug)),
    menuTitle: resolver<OptionsPageSource>((s) => s.page.menuTitle),
    pageTitle: resolver<OptionsPageSource>((s) => s.page.pageTitle),
    parentId: resolver<OptionsPageSource>((s) => s.page.parentSlug || null),
  };
  for (const group of page.groups) {
    fields[group.fieldName] = resolver<OptionsPageSource>(
      (s, _args, ctx: RequestContext): AcfObjectSource => ({
        acfType: group.type.name,
        store: optionsStore(ctx, s.page.postId),
        prefix: '',
      }),
    );
  }
  return fields;
}

/** Resolvers of every type and field of the ACF extension (see sdl.ts for the types). */
export function buildAcfResolvers(model: AcfModel, hasType: (name: string) => boolean): Resolvers {
  const map: Resolvers = {};
  const add = (type: string, fields: Resolvers[string]): void => {
    map[type] = { ...map[type], ...fields };
  };
  if (model.objects.length > 0) {
    add('AcfFieldGroup', { __resolveType: byAcfType });
    add('AcfFieldGroupFields', { __resolveType: byAcfType });
  }
  for (const iface of model.layoutInterfaces) {
    add(iface.name, {
      __resolveType: byAcfType,
      fieldGroupName: resolver<AcfObjectSource>((s) => s.acfType),
    });
  }
  for (const obj of model.objects) {
    add(obj.name, objectResolvers(obj));
    add(`${obj.name}_Fields`, { __resolveType: byAcfType });
  }
  const pageTypes = new Set(model.optionsPages.map((p) => p.typeName));
  for (const group of model.groups) {
    for (const target of group.targets) {
      if (pageTypes.has(target) || !hasType(target)) continue;
      add(target, { [group.fieldName]: groupOnNode(group) });
    }
  }
  if (model.optionsPages.length > 0) add('AcfOptionsPage', { __resolveType: byAcfType });
  for (const page of model.optionsPages) {
    add(page.typeName, optionsPageResolvers(page));
    add(`WithAcfOptionsPage${page.typeName}`, { __resolveType: () => 'RootQuery' });
    if (!hasType('RootQuery')) continue;
    add('RootQuery', {
      [page.fieldName]: resolver<unknown>((): OptionsPageSource => ({
        acfType: page.typeName,
        page,
      })),
    });
  }
  // node(id:) of an options page's id (`acf_options_page:site-options`), as WPGraphQL for ACF
  // resolves its node type; every other id as the core resolver does.
  const coreNode = rootQueryResolvers.RootQuery?.node as AnyResolver | undefined;
  if (model.optionsPages.length > 0 && coreNode && hasType('RootQuery')) {
    add('RootQuery', {
      node: resolver<unknown, { id?: string }>((source, args, ctx, info) => {
        const parsed = args.id ? fromGlobalId(args.id) : null;
        if (parsed?.type !== 'acf_options_page') return coreNode(source, args, ctx, info);
        const page = model.optionsPages.find((p) => p.menuSlug === parsed.id);
        return page ? { __typename: page.typeName, acfType: page.typeName, page } : null;
      }),
    });
  }
  return map;
}
