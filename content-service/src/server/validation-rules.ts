import {
  GraphQLError,
  Kind,
  type ASTVisitor,
  type FragmentDefinitionNode,
  type SelectionSetNode,
  type ValidationContext,
  type ValidationRule,
} from 'graphql';
import { MESSAGES } from './messages';

/**
 * WPGraphQL's DisableIntrospection rule (graphql-php's, with WPGraphQL's message): every `__schema`
 * and `__type` field is reported at its location. `__typename` stays allowed.
 */
export const disableIntrospectionRule: ValidationRule = (context: ValidationContext) => ({
  Field(node) {
    if (node.name.value === '__schema' || node.name.value === '__type') {
      context.reportError(new GraphQLError(MESSAGES.introspectionDisabled, { nodes: node }));
    }
  },
});

/**
 * WPGraphQL's QueryDepth rule: the depth is the deepest level of a field that has a selection set,
 * the root fields being level 0 (`{ posts { nodes { id } } }` has depth 1), with fragments inlined.
 * The error has no location, as in WPGraphQL.
 */
export function queryDepthRule(maxDepth: number): ValidationRule {
  return (context: ValidationContext): ASTVisitor => ({
    OperationDefinition: {
      leave(operation) {
        const depth = Math.max(0, new DepthCounter(context).selectionDepth(operation.selectionSet));
        if (depth > maxDepth) {
          context.reportError(new GraphQLError(MESSAGES.queryDepth(maxDepth, depth)));
        }
      },
    },
  });
}

/**
 * Counts relative depths: `selectionDepth(set)` is the deepest level, relative to the set, of a field
 * with a selection set inside it, or -1 when there is none. Fragment depths are memoised so a
 * document spreading fragments many times cannot make counting exponential, and a fragment cycle
 * (reported by NoFragmentCyclesRule anyway) counts as adding nothing.
 */
class DepthCounter {
  private readonly fragmentDepth = new Map<string, number>();
  private readonly inProgress = new Set<string>();

  constructor(private readonly context: ValidationContext) {}

  selectionDepth(set: SelectionSetNode): number {
    let max = -1;
    for (const selection of set.selections) {
      if (selection.kind === Kind.FIELD) {
        if (selection.selectionSet) {
          max = Math.max(max, 0, 1 + this.selectionDepth(selection.selectionSet));
        }
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        max = Math.max(max, this.selectionDepth(selection.selectionSet));
      } else {
        const fragment = this.context.getFragment(selection.name.value);
        if (fragment) max = Math.max(max, this.ofFragment(fragment));
      }
    }
    return max;
  }

  private ofFragment(fragment: FragmentDefinitionNode): number {
    const name = fragment.name.value;
    const known = this.fragmentDepth.get(name);
    if (known !== undefined) return known;
    if (this.inProgress.has(name)) return -1;
    this.inProgress.add(name);
    const depth = this.selectionDepth(fragment.selectionSet);
    this.inProgress.delete(name);
    this.fragmentDepth.set(name, depth);
    return depth;
  }
}
