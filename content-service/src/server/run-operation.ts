import {
  execute,
  specifiedRules,
  validate,
  type DocumentNode,
  type ExecutionResult,
  type GraphQLError,
  type GraphQLSchema,
  type ValidationRule,
} from 'graphql';
import { DocumentCache } from './document-cache';
import {
  attachBudget,
  gateResolvers,
  type BudgetCheckpoint,
  type BudgetStop,
  type ExecutionBudget,
} from './execution-budget';
import {
  formatGraphQLError,
  isClientSafe,
  phpVariableMessage,
  type FormattedError,
} from './format-error';
import type { Limits } from './limits';
import { DEBUG_LOGS_INACTIVE, MESSAGES } from './messages';
import { chosenOperation, operationCost } from './operation-cost';
import { variablesOf, type OperationParams } from './operation-params';
import type { RequestBudget } from './request-budget';
import { disableIntrospectionRule } from './validation-rules';

/** Validation results per schema (a server has one; tests start many). */
const validationCaches = new WeakMap<GraphQLSchema, DocumentCache>();

function validationCache(schema: GraphQLSchema): DocumentCache {
  let cache = validationCaches.get(schema);
  if (!cache) {
    cache = new DocumentCache();
    validationCaches.set(schema, cache);
  }
  return cache;
}

/** One operation's answer, keys in graphql-php's order (errors, data, extensions). */
export interface OperationPayload {
  errors?: FormattedError[];
  data?: unknown;
  extensions: { debug: (typeof DEBUG_LOGS_INACTIVE)[] };
}

export interface RunOptions {
  schema: GraphQLSchema;
  /** Built per operation so a batch's operations do not share memoised rows. */
  createContext: () => unknown;
  allowIntrospection: boolean;
  limits: Limits;
  /** The request's time and answer size, which the queries of a batch share. */
  budget: RequestBudget;
  /** Told about errors whose message is hidden from the client, so they are not lost. */
  onInternalError: (error: GraphQLError) => void;
}

/**
 * graphql-php's promiseToExecuteOperation after parsing: pick the operation, refuse mutations over
 * GET, refuse a document costing more than the limit (before validation, which is itself
 * quadratic in repeated fields), validate (standard rules + WPGraphQL's introspection rule; its
 * QueryDepth rule is off by default, as on the reference site), execute a query within the request's time and answer-size budget.
 */
export async function runOperation(
  params: OperationParams,
  document: DocumentNode,
  options: RunOptions,
): Promise<OperationPayload> {
  const operation = chosenOperation(params, document);
  if (!operation) return messages([MESSAGES.noOperation]);
  if (params.readOnly && operation.operation !== 'query') {
    return messages([MESSAGES.getOnlyQuery]);
  }
  const cost = operationCost(options.schema, params, document, operation);
  if (cost > options.limits.maxQueryCost) {
    return messages([MESSAGES.queryCost(options.limits.maxQueryCost, cost)]);
  }
  const rules: ValidationRule[] = [...specifiedRules];
  if (!options.allowIntrospection) rules.push(disableIntrospectionRule);
  const rulesKey = String(options.allowIntrospection);
  const validationErrors = validationCache(options.schema).validate(document, rulesKey, () =>
    validate(options.schema, document, rules, { maxErrors: options.limits.maxValidationErrors }),
  );
  if (validationErrors.length > 0) return withDebug({ errors: format(validationErrors, options) });

  const budget = operation.operation === 'query' ? options.budget.forQuery() : null;
  if (budget) gateResolvers(options.schema);
  // A fresh context per run: the model state (memoised rows, the global query) starts over.
  const run = async (): Promise<ExecutionResult> => {
    const contextValue = options.createContext();
    if (budget) attachBudget(contextValue, budget);
    return execute({
      schema: options.schema,
      document,
      operationName: typeof params.operationName === 'string' ? params.operationName : null,
      variableValues: variablesOf(params),
      contextValue,
    });
  };
  const start = budget?.checkpoint();
  let result = await run();
  if (budget && start && !budget.stopped && heldChangedErrors(budget, start, result)) {
    result = await budget.runWithoutSlices(start, run);
  }
  // Past the budget the partial answer means nothing: one error, no data.
  if (budget?.stopped) return messages([stopMessage(budget.stopped, options.limits)]);
  const payload: Omit<OperationPayload, 'extensions'> = {};
  if (result.errors && result.errors.length > 0) {
    payload.errors = format(result.errors, options);
    const variables = variablesOf(params);
    for (const error of payload.errors)
      error.message = phpVariableMessage(error.message, variables);
  }
  // graphql-php leaves `data` out when it is null (a non-null root field failed, bad variables).
  if (result.data !== null && result.data !== undefined) payload.data = result.data;
  return withDebug(payload);
}

/**
 * Whether the errors of a run may not be WPGraphQL's because the budget held resolvers for a later
 * slice. A held resolver answers graphql-js with a promise where WPGraphQL answers at once, and
 * graphql-js handles a failure beside a promise otherwise: when a non-null field fails in a list
 * item that waits on a promise, the items after it still run and report their own errors (and in
 * another order), where graphql-php stops the list at the failure (case
 * error_path_list_after_slice: `posts { nodes { content isSticky pinged } }` reported `pinged` of
 * the posts after the password-protected one). An answer without errors is the same either way.
 */
function heldChangedErrors(
  budget: ExecutionBudget,
  start: BudgetCheckpoint,
  result: ExecutionResult,
): boolean {
  return (result.errors?.length ?? 0) > 0 && budget.heldSince(start);
}

function stopMessage(stop: BudgetStop, limits: Limits): string {
  return stop === 'time'
    ? MESSAGES.executionBudget(limits.executionBudgetMs)
    : MESSAGES.answerTooLarge(limits.maxAnswerBytes);
}

/** An answer made of plain messages (no locations), with the debug extension. */
export function messages(list: string[]): OperationPayload {
  return withDebug({ errors: list.map((message) => ({ message })) });
}

export function withDebug(payload: Omit<OperationPayload, 'extensions'>): OperationPayload {
  return { ...payload, extensions: { debug: [DEBUG_LOGS_INACTIVE] } };
}

function format(errors: readonly GraphQLError[], options: RunOptions): FormattedError[] {
  return errors.map((error) => {
    if (!isClientSafe(error)) options.onInternalError(error);
    return formatGraphQLError(error);
  });
}
