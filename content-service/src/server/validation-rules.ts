import { GraphQLError, type ValidationContext, type ValidationRule } from 'graphql';
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
