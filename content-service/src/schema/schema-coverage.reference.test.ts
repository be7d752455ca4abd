import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  buildSchema,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isObjectType,
  isUnionType,
  type GraphQLNamedType,
  type GraphQLSchema,
} from 'graphql';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadReferenceSite, REFERENCE_DIR } from './test/reference-site';
import { needsShared } from '../../../tests/support/needs-shared';

const hasReference = needsShared('wordpress-reference');

/**
 * Issue 13's "type for type": the schema the content service serves for the reference site (its
 * static part and the ACF types built from the site's field groups) holds every type a query can
 * reach in WordPress's, with every field, argument and interface. Mutations are left as they are.
 */
function reachableFromQuery(schema: GraphQLSchema): GraphQLNamedType[] {
  const seen = new Map<string, GraphQLNamedType>();
  const todo: GraphQLNamedType[] = [schema.getQueryType()!];
  while (todo.length) {
    const type = todo.pop()!;
    if (seen.has(type.name)) continue;
    seen.set(type.name, type);
    const next: GraphQLNamedType[] = [];
    if (isObjectType(type) || isInterfaceType(type)) {
      for (const field of Object.values(type.getFields())) {
        next.push(getNamedType(field.type), ...field.args.map((arg) => getNamedType(arg.type)));
      }
      next.push(...type.getInterfaces());
    }
    // Fragments reach every type an interface or union may be.
    if (isInterfaceType(type) || isUnionType(type)) next.push(...schema.getPossibleTypes(type));
    if (isInputObjectType(type)) {
      next.push(...Object.values(type.getFields()).map((field) => getNamedType(field.type)));
    }
    todo.push(...next.filter((t) => !seen.has(t.name)));
  }
  return [...seen.values()].filter((type) => !type.name.startsWith('__'));
}

/**
 * What `served` lacks of `reference`'s type: 'Type', 'Type.field' (or enum value),
 * 'Type.field(arg)', 'Type implements I'.
 */
function gaps(reference: GraphQLNamedType, served: GraphQLSchema): string[] {
  const ours = served.getType(reference.name);
  if (!ours) return [reference.name];
  const out: string[] = [];
  const fieldsOf = (type: GraphQLNamedType) =>
    isObjectType(type) || isInterfaceType(type) || isInputObjectType(type)
      ? (type.getFields() as Record<string, { args?: readonly { name: string }[] }>)
      : null;
  const theirs = fieldsOf(reference);
  const mine = fieldsOf(ours);
  for (const [name, field] of Object.entries(theirs ?? {})) {
    const own = mine?.[name];
    if (!own) {
      out.push(`${reference.name}.${name}`);
      continue;
    }
    for (const arg of field.args ?? []) {
      if (!own.args?.some((a) => a.name === arg.name))
        out.push(`${reference.name}.${name}(${arg.name})`);
    }
  }
  if (isEnumType(reference) && isEnumType(ours)) {
    for (const value of reference.getValues()) {
      if (!ours.getValue(value.name)) out.push(`${reference.name}.${value.name}`);
    }
  }
  if (
    (isObjectType(reference) || isInterfaceType(reference)) &&
    (isObjectType(ours) || isInterfaceType(ours))
  ) {
    for (const i of reference.getInterfaces()) {
      if (!ours.getInterfaces().some((j) => j.name === i.name))
        out.push(`${reference.name} implements ${i.name}`);
    }
  }
  return out;
}

describe.runIf(hasReference)('the served query schema, type for type', () => {
  let served: GraphQLSchema;
  let reference: GraphQLSchema;

  beforeAll(async () => {
    reference = buildSchema(readFileSync(path.join(REFERENCE_DIR, 'schema.graphql'), 'utf8'));
    served = (await loadReferenceSite()).schema;
  });

  it("has every type, field, argument and interface a query reaches in WordPress's schema", () => {
    const reachable = reachableFromQuery(reference);
    expect(reachable.length).toBeGreaterThan(500);
    expect(reachable.flatMap((type) => gaps(type, served))).toEqual([]);
  });
});
