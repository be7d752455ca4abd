import type { GraphQLSchema } from 'graphql';
import type { Limits } from './limits';
import { MESSAGES } from './messages';
import { chosenOperation, operationCost } from './operation-cost';
import type { PreparedOperation } from './prepare-operation';
import { RequestError } from './request-error';

/**
 * The cost limit holds for a whole request: a batch's operations together may cost what one
 * operation may, or a batch of ten would ask for ten times the work and the answer. A batch over it
 * is refused before any of its operations runs, the way WPGraphQL refuses a batch over its
 * `batch_limit` (a limit on the batch as a whole: HTTP 500, `{"errors":[…]}`, nothing run), rather
 * than cut: its cost is known up front, and running part of it would still spend the work.
 *
 * An operation over the limit on its own is answered in its own slot with graphql-php's
 * complexity error and does not run, so it costs the batch nothing.
 */
export function refuseCostlyBatch(
  prepared: readonly PreparedOperation[],
  schema: GraphQLSchema,
  limits: Limits,
): void {
  let total = 0;
  for (const item of prepared) {
    if (item.kind !== 'parsed') continue;
    const operation = chosenOperation(item.params, item.document);
    if (!operation) continue;
    const cost = operationCost(schema, item.params, item.document, operation);
    if (cost <= limits.maxQueryCost) total += cost;
  }
  if (total > limits.maxQueryCost) {
    throw new RequestError(MESSAGES.batchCost(limits.maxQueryCost, total));
  }
}
