/**
 * Builds src/schema/wpgraphql.graphql: the subset of the reference WPGraphQL schema listed in
 * src/schema/subset.ts, copied verbatim from ../shared/wordpress-reference/schema.graphql so that
 * type, field and argument names, nullability and descriptions are the reference's own.
 * Connection, edge, page-info and Yoast SEO types reached from kept fields come with all their fields.
 */
import {
  buildASTSchema,
  Kind,
  parse,
  print,
  type DefinitionNode,
  type FieldDefinitionNode,
  type InputValueDefinitionNode,
  type TypeNode,
} from 'graphql';
import { inputSubset, schemaSubset } from './subset';

export function extractSubsetSdl(referenceSdl: string): string {
  const doc = parse(referenceSdl);

  type Named = Extract<DefinitionNode, { name: { value: string } }>;
  const defs = new Map<string, Named>();
  for (const d of doc.definitions) if ('name' in d && d.name) defs.set(d.name.value, d as Named);

  const autoWhole = /(Connection|Edge|PageInfo|ConnectionEdge)$|^SEO|SEO$|^OffsetPagination/;
  const keep = new Map<string, '*' | Set<string>>();
  const queue: string[] = [];

  function namedType(t: TypeNode): string {
    return t.kind === Kind.NAMED_TYPE ? t.name.value : namedType(t.type);
  }

  function require(name: string, from: string): boolean {
    if (keep.has(name)) return true;
    const def = defs.get(name);
    if (!def) return ['String', 'Int', 'Float', 'Boolean', 'ID'].includes(name);
    if (
      def.kind === Kind.SCALAR_TYPE_DEFINITION ||
      def.kind === Kind.ENUM_TYPE_DEFINITION ||
      def.kind === Kind.UNION_TYPE_DEFINITION
    ) {
      keep.set(name, '*');
      queue.push(name);
      return true;
    }
    const listed = schemaSubset[name] ?? inputSubset[name];
    if (listed || autoWhole.test(name)) {
      keep.set(name, listed === undefined || listed === '*' ? '*' : new Set(listed));
      queue.push(name);
      return true;
    }
    if (def.kind === Kind.INPUT_OBJECT_TYPE_DEFINITION) return false;
    throw new Error(`${name} (reached from ${from}) is not in src/schema/subset.ts`);
  }

  for (const name of Object.keys(schemaSubset)) require(name, 'subset');

  function keptArgs(args: readonly InputValueDefinitionNode[] | undefined, where: string) {
    return (args ?? []).filter((a) => {
      const ok = require(namedType(a.type), where);
      if (!ok && a.type.kind === Kind.NON_NULL_TYPE)
        throw new Error(`required ${where}(${a.name.value})`);
      return ok;
    });
  }

  /** Fields a type must keep because a kept interface it implements (transitively) keeps them. */
  function interfaceFields(name: string, seen = new Set<string>()): Set<string> {
    const out = new Set<string>();
    const def = defs.get(name);
    if (!def || !('interfaces' in def) || seen.has(name)) return out;
    seen.add(name);
    for (const i of def.interfaces ?? []) {
      const listed = schemaSubset[i.name.value];
      if (!listed) continue;
      const idef = defs.get(i.name.value);
      const names =
        listed === '*' && idef && 'fields' in idef
          ? (idef.fields ?? []).map((f) => f.name.value)
          : listed === '*'
            ? []
            : listed;
      names.forEach((f) => out.add(f));
      interfaceFields(i.name.value, seen).forEach((f) => out.add(f));
    }
    return out;
  }

  const out = new Map<string, DefinitionNode>();
  while (queue.length) {
    const name = queue.shift()!;
    const def = defs.get(name)!;
    const wanted = keep.get(name)!;
    const inherited = interfaceFields(name);
    const has = (f: string) => wanted === '*' || wanted.has(f) || inherited.has(f);
    if (def.kind === Kind.OBJECT_TYPE_DEFINITION || def.kind === Kind.INTERFACE_TYPE_DEFINITION) {
      const fields: FieldDefinitionNode[] = [];
      for (const f of def.fields ?? []) {
        if (!has(f.name.value)) continue;
        require(namedType(f.type), `${name}.${f.name.value}`);
        fields.push({ ...f, arguments: keptArgs(f.arguments, `${name}.${f.name.value}`) });
      }
      if (wanted !== '*') {
        const missing = [...wanted].filter((f) => !fields.some((x) => x.name.value === f));
        if (missing.length) throw new Error(`${name} has no field(s) ${missing.join(', ')}`);
      }
      const interfaces = (def.interfaces ?? []).filter(
        (i) => keep.has(i.name.value) || schemaSubset[i.name.value],
      );
      out.set(name, { ...def, fields, interfaces });
    } else if (def.kind === Kind.INPUT_OBJECT_TYPE_DEFINITION) {
      out.set(name, {
        ...def,
        fields: keptArgs(def.fields, name).filter((f) => has(f.name.value)),
      });
    } else if (def.kind === Kind.UNION_TYPE_DEFINITION) {
      out.set(name, def); // members filtered below, once every kept type is known
    } else {
      out.set(name, def);
    }
  }
  for (const [name, def] of out) {
    if (def.kind === Kind.UNION_TYPE_DEFINITION) {
      const types = (def.types ?? []).filter((t) => keep.has(t.name.value));
      if (types.length === 0) out.delete(name);
      else out.set(name, { ...def, types });
    }
  }

  const schemaDef = doc.definitions.find((d) => d.kind === Kind.SCHEMA_DEFINITION);
  const body = [...out.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([, d]) => print(d))
    .join('\n\n');
  const sdl =
    '# Generated by content-service/scripts/extract-schema.ts from the reference schema. Do not edit.\n\n' +
    (schemaDef
      ? print(schemaDef)
          .replace(schemaSubset.RootMutation ? /$^/ : /\s*mutation: \w+/, '')
          .replace(/\s*subscription: \w+/, '') + '\n\n'
      : '') +
    body +
    '\n';
  buildASTSchema(parse(sdl)); // throws when the subset is not a valid schema on its own
  return sdl;
}
