import {
  getNamedType,
  isObjectType,
  isInterfaceType,
  Kind,
  type FragmentDefinitionNode,
  type GraphQLField,
  type GraphQLNamedType,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type ValueNode,
} from 'graphql';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../schema/model/paginate';

/**
 * The one cost rule: what a document may ask the service to produce, counted from the document
 * before anything runs (graphql-php's QueryComplexity idea, with WPGraphQL's page sizes).
 * Every field selected costs 1 (aliases each count: they run again), a field rendered through
 * WordPress's content filters (`content`, `excerpt`: blocks, shortcodes) costs RENDERED_FIELD_COST; a
 * field taking `first`/`last`
 * (a connection) multiplies everything inside it by the page size it asks for: `first`, `last` or
 * `where.offsetPagination.size`, 10 when absent, capped at 100, as WPGraphQL reads them. So
 * connections inside connections multiply, and a fragment costs what it selects wherever it is
 * spread (counted once per name, so spreading cannot make counting itself slow).
 */
/**
 * Rendering is what makes a long list expensive: 100 posts' `content` cost far more than their
 * titles (and a post's terms or menu items are a few short rows whatever `first` allows). A
 * rendered field is also what makes an answer large: one is hundreds of bytes to many kilobytes,
 * a title tens. At 100, an operation holds at most about 2,400 of them (24 aliases of 100 posts),
 * a few MiB at most: 220 aliases of 100 posts' content (the hostile-input pass's operation, 160-300
 * ms of CPU each until the answer cap stopped it) are refused before anything runs, while the
 * site's largest document and every reference and corpus case stay under half the limit.
 */
export const RENDERED_FIELD_COST = 100;
const RENDERED_FIELDS = new Set(['content', 'excerpt']);

export interface CostOptions {
  /** Variable values sent with the request; a variable without one counts at its default. */
  variables?: Record<string, unknown> | undefined;
  /** Count page-size variables with no value as the maximum (100): a static bound for tests. */
  unknownVariablesAsMax?: boolean;
}

/** Costs of operations without variables (a site sends the same documents over and over). */
const fixedCosts = new WeakMap<GraphQLSchema, WeakMap<OperationDefinitionNode, number>>();

export function queryCost(
  schema: GraphQLSchema,
  operation: OperationDefinitionNode,
  fragments: ReadonlyMap<string, FragmentDefinitionNode>,
  options: CostOptions = {},
): number {
  if (operation.variableDefinitions?.length)
    return countCost(schema, operation, fragments, options);
  let bySchema = fixedCosts.get(schema);
  if (!bySchema) {
    bySchema = new WeakMap();
    fixedCosts.set(schema, bySchema);
  }
  let cost = bySchema.get(operation);
  if (cost === undefined) {
    cost = countCost(schema, operation, fragments, options);
    bySchema.set(operation, cost);
  }
  return cost;
}

function countCost(
  schema: GraphQLSchema,
  operation: OperationDefinitionNode,
  fragments: ReadonlyMap<string, FragmentDefinitionNode>,
  options: CostOptions,
): number {
  const root =
    operation.operation === 'query'
      ? schema.getQueryType()
      : operation.operation === 'mutation'
        ? schema.getMutationType()
        : schema.getSubscriptionType();
  const defaults = new Map<string, ValueNode>();
  for (const definition of operation.variableDefinitions ?? []) {
    if (definition.defaultValue)
      defaults.set(definition.variable.name.value, definition.defaultValue);
  }
  const counter = new CostCounter(schema, fragments, (name) => {
    const sent = options.variables?.[name];
    if (sent !== undefined) return sent;
    const fallback = defaults.get(name);
    if (fallback) return literal(fallback, () => undefined);
    return options.unknownVariablesAsMax ? MAX_PAGE_SIZE : undefined;
  });
  return counter.selectionCost(operation.selectionSet, root ?? undefined);
}

type VariableValue = (name: string) => unknown;

class CostCounter {
  private readonly fragmentCost = new Map<string, number>();

  constructor(
    private readonly schema: GraphQLSchema,
    private readonly fragments: ReadonlyMap<string, FragmentDefinitionNode>,
    private readonly variable: VariableValue,
  ) {}

  selectionCost(set: SelectionSetNode, parent: GraphQLNamedType | undefined): number {
    let cost = 0;
    for (const selection of set.selections) {
      if (selection.kind === Kind.FIELD) {
        if (!selection.selectionSet) {
          cost += RENDERED_FIELDS.has(selection.name.value) ? RENDERED_FIELD_COST : 1;
          continue;
        }
        cost += 1;
        const field = fieldOf(parent, selection.name.value);
        const type = field ? getNamedType(field.type) : undefined;
        const inner = this.selectionCost(selection.selectionSet, type);
        cost +=
          field && isConnection(field) ? this.pageSize(selection.arguments ?? []) * inner : inner;
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        const condition = selection.typeCondition
          ? this.schema.getType(selection.typeCondition.name.value)
          : parent;
        cost += this.selectionCost(selection.selectionSet, condition ?? undefined);
      } else {
        cost += this.ofFragment(selection.name.value);
      }
    }
    return cost;
  }

  private ofFragment(name: string): number {
    const known = this.fragmentCost.get(name);
    if (known !== undefined) return known;
    const fragment = this.fragments.get(name);
    // A cycle (refused by validation anyway) or an unknown fragment counts as nothing more.
    this.fragmentCost.set(name, 0);
    const cost = fragment
      ? this.selectionCost(
          fragment.selectionSet,
          this.schema.getType(fragment.typeCondition.name.value) ?? undefined,
        )
      : 0;
    this.fragmentCost.set(name, cost);
    return cost;
  }

  /** The number of items a connection field asks for, as paginate() will cut it. */
  private pageSize(args: readonly { name: { value: string }; value: ValueNode }[]): number {
    const value = (name: string) => {
      const arg = args.find((a) => a.name.value === name);
      return arg ? literal(arg.value, this.variable) : undefined;
    };
    const where = value('where');
    const offset =
      where && typeof where === 'object'
        ? (where as Record<string, unknown>).offsetPagination
        : null;
    const size =
      offset && typeof offset === 'object' ? (offset as Record<string, unknown>).size : undefined;
    // WPGraphQL Offset Pagination: `size` overrides `first`.
    if (size !== undefined && size !== null) return count(size);
    const first = value('first');
    const last = value('last');
    if (first == null && last == null) return DEFAULT_PAGE_SIZE;
    return Math.max(first == null ? 0 : count(first), last == null ? 0 : count(last));
  }
}

function fieldOf(
  parent: GraphQLNamedType | undefined,
  name: string,
): GraphQLField<unknown, unknown> | undefined {
  if (!parent || !(isObjectType(parent) || isInterfaceType(parent))) return undefined;
  return parent.getFields()[name];
}

function isConnection(field: GraphQLField<unknown, unknown>): boolean {
  return field.args.some((arg) => arg.name === 'first' || arg.name === 'last');
}

/** A page size as WPGraphQL clamps it: absent, 0 or not a number is the default, at most 100. */
function count(value: unknown): number {
  if (value === 0) return DEFAULT_PAGE_SIZE;
  // Anything else that is not a number fails later (coercion): count it at the most.
  if (typeof value !== 'number' || !Number.isFinite(value)) return MAX_PAGE_SIZE;
  return Math.min(MAX_PAGE_SIZE, Math.max(0, Math.floor(Math.abs(value))));
}

/** The JavaScript value of a literal (variables looked up), enough to read page sizes. */
function literal(node: ValueNode, variable: VariableValue): unknown {
  switch (node.kind) {
    case Kind.INT:
    case Kind.FLOAT:
      return Number(node.value);
    case Kind.VARIABLE:
      return variable(node.name.value);
    case Kind.OBJECT:
      return Object.fromEntries(node.fields.map((f) => [f.name.value, literal(f.value, variable)]));
    case Kind.NULL:
      return null;
    default:
      return undefined;
  }
}
