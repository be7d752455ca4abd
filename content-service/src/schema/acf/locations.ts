import {
  flag,
  locationOf,
  optionsPagesOf,
  type AcfExport,
  type AcfFieldGroup,
  type AcfOptionsPageDef,
} from './definitions';
import type { GroupModel } from './model';
import { formatFieldName, formatTypeName } from './names';

export interface OptionsPageModel extends AcfOptionsPageDef {
  /** GraphQL type (`SiteOptionsPage`) and RootQuery field (`siteOptionsPage`). */
  typeName: string;
  fieldName: string;
  groups: GroupModel[];
}

/** Options pages shown in GraphQL, named as WPGraphQL for ACF names them. */
export function optionsPageModels(defs: AcfExport): OptionsPageModel[] {
  return optionsPagesOf(defs)
    .filter((p) => p.showInGraphql)
    .map((p) => {
      const typeName = formatTypeName(p.graphqlTypeName ?? p.menuSlug);
      return {
        ...p,
        typeName,
        fieldName: p.graphqlFieldName ?? formatFieldName(typeName),
        groups: [],
      };
    });
}

/** Post types and taxonomies of the WordPress data model → their WPGraphQL types. */
const POST_TYPES: Record<string, string> = { post: 'Post', page: 'Page', attachment: 'MediaItem' };
const TAXONOMIES: Record<string, string> = { category: 'Category', post_tag: 'Tag' };

/** The types one location rule (`param == value`) puts a field group on. */
function ruleTargets(param: string, value: string, pages: OptionsPageModel[]): string[] {
  switch (param) {
    case 'post_type':
      return value === 'all' ? Object.values(POST_TYPES) : [POST_TYPES[value] ?? ''];
    case 'page':
    case 'page_type':
    case 'page_parent':
    case 'page_template':
      return ['Page'];
    case 'post':
    case 'post_category':
    case 'post_format':
    case 'post_status':
    case 'post_taxonomy':
    case 'post_template':
      return ['Post'];
    case 'attachment':
      return ['MediaItem'];
    case 'taxonomy':
      return value === 'all' ? Object.values(TAXONOMIES) : [TAXONOMIES[value] ?? ''];
    case 'nav_menu':
      return ['Menu'];
    case 'nav_menu_item':
      return ['MenuItem'];
    case 'comment':
      return ['Comment'];
    case 'current_user':
    case 'current_user_role':
    case 'user_form':
    case 'user_role':
      return ['User'];
    case 'options_page':
      return pages.filter((p) => p.menuSlug === value).map((p) => p.typeName);
    default:
      return [];
  }
}

/**
 * Where a field group appears in GraphQL: from its location rules (only `==` rules name a type;
 * `!=` rules narrow which objects match, not which types get the field), or from its explicit
 * `graphql_types` when it does not map types from its rules.
 */
export function groupTargets(group: AcfFieldGroup, pages: OptionsPageModel[]): string[] {
  const targets = new Set<string>();
  if (flag(group.map_graphql_types_from_location_rules, true)) {
    for (const and of locationOf(group)) {
      for (const rule of and) {
        if (rule.operator !== '==') continue;
        for (const t of ruleTargets(rule.param, rule.value, pages)) if (t) targets.add(t);
      }
    }
  } else if (Array.isArray(group.graphql_types)) {
    for (const t of group.graphql_types) if (typeof t === 'string' && t) targets.add(t);
  }
  return [...targets].sort();
}
