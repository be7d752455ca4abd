// Reading ACF local-JSON exports (ours and the reference's) for checks.

export interface AcfFieldJson {
  key: string;
  name: string;
  type: string;
  return_format?: string;
  choices?: Record<string, string>;
  sub_fields?: AcfFieldJson[];
  layouts?: Record<string, { key: string; name: string; sub_fields: AcfFieldJson[] }>;
}

export interface AcfExportJson {
  options_pages: Record<string, { graphql_field_name: string; graphql_type_name: string }>;
  field_groups: {
    key: string;
    graphql_field_name: string;
    location: unknown;
    fields: AcfFieldJson[];
  }[];
}

/** Every field key (including layout sub-fields) → the field. */
export function fieldsByKey(acf: AcfExportJson): Map<string, AcfFieldJson> {
  const map = new Map<string, AcfFieldJson>();
  const walk = (fields: AcfFieldJson[]): void => {
    for (const f of fields) {
      map.set(f.key, f);
      walk(f.sub_fields ?? []);
      for (const layout of Object.values(f.layouts ?? {})) walk(layout.sub_fields);
    }
  };
  for (const group of acf.field_groups) walk(group.fields);
  return map;
}

/** What WPGraphQL for ACF derives types from: names, types, formats, choices, layouts. */
export function schemaSignature(acf: AcfExportJson): unknown {
  const fields = (list: AcfFieldJson[]): unknown =>
    list.map((f) => ({
      name: f.name,
      type: f.type,
      return_format: f.return_format ?? null,
      choices: f.choices ?? null,
      sub_fields: fields(f.sub_fields ?? []),
      layouts: Object.values(f.layouts ?? {})
        .map((l) => ({ name: l.name, sub_fields: fields(l.sub_fields) }))
        .sort((a, b) => a.name.localeCompare(b.name)),
    }));
  return {
    options_pages: Object.entries(acf.options_pages).map(([slug, page]) => ({
      slug,
      graphql_field_name: page.graphql_field_name,
      graphql_type_name: page.graphql_type_name,
    })),
    field_groups: acf.field_groups.map((g) => ({
      graphql_field_name: g.graphql_field_name,
      location: g.location,
      fields: fields(g.fields),
    })),
  };
}
