import {
  getOperationAST,
  Kind,
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';
import { variablesOf, type OperationParams } from './operation-params';
import { queryCost } from './query-cost';

/** The operation of `document` a request asks to run (its operationName), if there is one. */
export function chosenOperation(
  params: OperationParams,
  document: DocumentNode,
): OperationDefinitionNode | null {
  const operationName = typeof params.operationName === 'string' ? params.operationName : null;
  return getOperationAST(document, operationName) ?? null;
}

/** What running `operation` costs (query-cost.ts), with the variables the request sent. */
export function operationCost(
  schema: GraphQLSchema,
  params: OperationParams,
  document: DocumentNode,
  operation: OperationDefinitionNode,
): number {
  return queryCost(schema, operation, fragmentsOf(document), { variables: variablesOf(params) });
}

function fragmentsOf(document: DocumentNode): Map<string, FragmentDefinitionNode> {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION)
      fragments.set(definition.name.value, definition);
  }
  return fragments;
}
