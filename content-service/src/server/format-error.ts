import { GraphQLError } from 'graphql';
import { MESSAGES } from './messages';

/** One entry of a response's `errors`, keys in graphql-php's order. */
export interface FormattedError {
  message: string;
  locations?: { line: number; column: number }[];
  path?: (string | number)[];
  extensions?: Record<string, unknown>;
}

/**
 * graphql-php's FormattedError::createFromException with debug off: errors that are not "client safe"
 * show only "Internal server error" (keeping locations and path), so resolver failures and SQL
 * messages never reach clients.
 *
 * Client safe here: errors graphql-js raises about the request itself (no original error: syntax,
 * validation, variables), and errors a resolver throws as a `GraphQLError` (or any error carrying
 * `isClientSafe: true`) — resolvers throw those on purpose for messages like "Sorry, you are not
 * allowed to create posts". A plain `Error`, including graphql-js's "Cannot return null for
 * non-nullable field", is internal, as it is in WPGraphQL (case dump_all_posts_isSticky_error).
 */
export function formatGraphQLError(error: GraphQLError): FormattedError {
  const safe = isClientSafe(error);
  const formatted: FormattedError = {
    message: safe ? phpMessage(error.message) : MESSAGES.internal,
  };
  if (error.locations && error.locations.length > 0) {
    formatted.locations = error.locations.map(({ line, column }) => ({ line, column }));
  }
  if (error.path && error.path.length > 0) formatted.path = [...error.path];
  if (safe && error.extensions && Object.keys(error.extensions).length > 0) {
    formatted.extensions = { ...error.extensions };
  }
  return formatted;
}

export function isClientSafe(error: GraphQLError): boolean {
  const original: unknown = error.originalError;
  if (original === undefined || original === null) return true;
  if (original instanceof GraphQLError) return true;
  const flag = (original as { isClientSafe?: unknown }).isClientSafe;
  return flag === true || (typeof flag === 'function' && flag.call(original) === true);
}

const PUNCTUATOR = String.raw`(?:!|\$|&|\(|\)|\.\.\.|:|=|@|\[|\]|\{|\||\})`;
const TOKEN = String.raw`(?:<EOF>|"${PUNCTUATOR}"|(?:Name|Int|Float|String|BlockString|Comment) ".*")`;
const EXPECTED = new RegExp(
  String.raw`^Syntax Error: (Expected (?:"[^"]*"|\S+), found ${TOKEN})\.$`,
  's',
);
const UNEXPECTED = new RegExp(String.raw`^Syntax Error: (Unexpected ${TOKEN})\.$`, 's');
const QUOTED_PUNCTUATOR = new RegExp(
  String.raw`(^Expected |, found |^Unexpected )"(${PUNCTUATOR})"`,
  'g',
);

/**
 * graphql-js and graphql-php word the parser's errors alike except that graphql-php neither ends
 * them with a period nor quotes punctuators: `Expected Name, found <EOF>` (case syntax_error),
 * `Expected {, found Name "x"`. Other messages are the same in both or left as graphql-js has them.
 */
export function phpMessage(message: string): string {
  const match = EXPECTED.exec(message) ?? UNEXPECTED.exec(message);
  if (!match?.[1]) return phpValidationMessage(message);
  return 'Syntax Error: ' + match[1].replace(QUOTED_PUNCTUATOR, '$1$2');
}

/** graphql-js's validation texts that graphql-php words otherwise, and graphql-php's words. */
const VALIDATION_REWORDINGS: [RegExp, string][] = [
  [
    /^Unknown argument "([^"]+)" on field "([^".]+)\.([^"]+)"\./,
    'Unknown argument "$1" on field "$3" of type "$2".',
  ],
  [
    /^(Field "[^"]+" argument "[^"]+" of type "[^"]+" is required), but it was not provided\.$/,
    '$1 but not provided.',
  ],
  [
    /^Field "([^"]+)" must not have a selection since type "([^"]+)" has no subfields\.$/,
    'Field "$1" of type "$2" must not have a sub selection.',
  ],
  [
    /^(Field "[^"]+" of type "[^"]+") must have a selection of subfields\..*$/s,
    '$1 must have a sub selection.',
  ],
];

function phpValidationMessage(message: string): string {
  for (const [pattern, replacement] of VALIDATION_REWORDINGS) {
    if (pattern.test(message)) return message.replace(pattern, replacement);
  }
  return message;
}
