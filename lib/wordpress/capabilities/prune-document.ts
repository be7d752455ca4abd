import {
  type DefinitionNode,
  type DocumentNode,
  type FragmentDefinitionNode,
  Kind,
  type OperationDefinitionNode,
  type SelectionNode,
  type SelectionSetNode,
  visit,
} from 'graphql';
import { selectionTypes as generatedSelectionTypes } from '../generated/selection-types';
import { type SchemaGaps, hasGaps } from './schema-gaps';
import type { SelectionTypes } from './selection-types';

export interface PrunedDocument {
  /** Null when nothing of it is left to ask: the answer is all nulls, with no request. */
  document: DocumentNode | null;
  /**
   * Response paths (response keys; lists are walked through) of the fields left out: the
   * answer gets `null` there, which is what the generated types allow for a field a plugin
   * adds (every such field is nullable).
   */
  leftOut: string[][];
  /** Variables no longer used by the document (not sent: an undeclared variable is refused). */
  droppedVariables: string[];
}

const ROOT_TYPES = {
  query: 'RootQuery',
  mutation: 'RootMutation',
  subscription: 'RootSubscription',
};

class Pruner {
  readonly leftOut: string[][] = [];
  private readonly fragments: Map<string, FragmentDefinitionNode>;
  private readonly kept = new Map<string, FragmentDefinitionNode | null>();

  constructor(
    document: DocumentNode,
    private readonly gaps: SchemaGaps,
    private readonly types: SelectionTypes,
  ) {
    this.fragments = new Map(
      document.definitions
        .filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION)
        .map((d) => [d.name.value, d]),
    );
  }

  /** A fragment as this WordPress can answer it, or null when nothing of it is left. */
  fragment(name: string, path: string[]): FragmentDefinitionNode | null {
    const original = this.fragments.get(name);
    if (!original || this.gaps.types.has(original.typeCondition.name.value)) return null;
    // Walked at every use, for the response paths; the result is the same each time.
    const set = this.selectionSet(original.selectionSet, original.typeCondition.name.value, path);
    const pruned = set && { ...original, selectionSet: set };
    this.kept.set(name, pruned);
    return pruned;
  }

  keptFragments(): FragmentDefinitionNode[] {
    return [...this.kept.values()].filter((f): f is FragmentDefinitionNode => f !== null);
  }

  selectionSet(set: SelectionSetNode, type: string, path: string[]): SelectionSetNode | null {
    const selections = set.selections.flatMap((s) => this.selection(s, type, path));
    return selections.length > 0 ? { ...set, selections } : null;
  }

  private selection(node: SelectionNode, type: string, path: string[]): SelectionNode[] {
    if (node.kind === Kind.FRAGMENT_SPREAD) {
      return this.fragment(node.name.value, path) ? [node] : [];
    }
    if (node.kind === Kind.INLINE_FRAGMENT) {
      const on = node.typeCondition?.name.value ?? type;
      if (this.gaps.types.has(on)) return [];
      const set = this.selectionSet(node.selectionSet, on, path);
      return set ? [{ ...node, selectionSet: set }] : [];
    }
    const name = node.name.value;
    const key = [...path, node.alias?.value ?? name];
    const fieldType = this.types[type]?.[name];
    if (
      this.gaps.fields.has(`${type}.${name}`) ||
      (fieldType !== undefined && this.gaps.types.has(fieldType))
    ) {
      this.leftOut.push(key);
      return [];
    }
    // A field the generated map does not know is sent as it is (nothing in it can be checked).
    if (!node.selectionSet || fieldType === undefined) return [node];
    const set = this.selectionSet(node.selectionSet, fieldType, key);
    if (set) return [{ ...node, selectionSet: set }];
    this.leftOut.push(key);
    return [];
  }
}

function usedVariables(definitions: readonly DefinitionNode[]): Set<string> {
  const used = new Set<string>();
  for (const definition of definitions) {
    const body =
      definition.kind === Kind.OPERATION_DEFINITION ? definition.selectionSet : definition;
    visit(body, {
      Variable(node) {
        used.add(node.name.value);
      },
    });
  }
  return used;
}

/**
 * `document` without what this WordPress's schema lacks (`gaps`): fields, inline fragments and
 * fragments on missing types, selections left empty by that, then unused fragments and
 * variables. WordPress refuses a whole document for one unknown field, even under
 * `@include(if: false)`, so leaving out is the only way to ask it for the rest.
 */
export function pruneDocument(
  document: DocumentNode,
  gaps: SchemaGaps,
  types: SelectionTypes = generatedSelectionTypes,
): PrunedDocument {
  if (!hasGaps(gaps)) return { document, leftOut: [], droppedVariables: [] };
  const pruner = new Pruner(document, gaps, types);
  const operations: OperationDefinitionNode[] = [];
  const droppedVariables: string[] = [];
  for (const definition of document.definitions) {
    if (definition.kind !== Kind.OPERATION_DEFINITION) continue;
    const set = pruner.selectionSet(definition.selectionSet, ROOT_TYPES[definition.operation], []);
    if (!set) return { document: null, leftOut: pruner.leftOut, droppedVariables: [] };
    operations.push({ ...definition, selectionSet: set });
  }
  const fragments = pruner.keptFragments();
  const used = usedVariables([...operations, ...fragments]);
  const withVariables = operations.map((operation) => {
    const variableDefinitions = (operation.variableDefinitions ?? []).filter((v) => {
      const keep = used.has(v.variable.name.value);
      if (!keep) droppedVariables.push(v.variable.name.value);
      return keep;
    });
    return { ...operation, variableDefinitions };
  });
  // Fragments spread only from fragments that were left out are left out too.
  const spread = new Set<string>();
  visit(
    { kind: Kind.DOCUMENT, definitions: [...withVariables, ...fragments] },
    {
      FragmentSpread(node) {
        spread.add(node.name.value);
      },
    },
  );
  return {
    document: {
      ...document,
      definitions: [...withVariables, ...fragments.filter((f) => spread.has(f.name.value))],
    },
    leftOut: pruner.leftOut,
    droppedVariables,
  };
}
