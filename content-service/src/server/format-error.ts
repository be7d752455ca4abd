import { GraphQLError } from 'graphql';
import { inspect } from 'graphql/jsutils/inspect';
import { printSafeJson } from './operation-params';
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
    /^((?:Field|Directive) "[^"]+" argument "[^"]+" of type "[^"]+" is required), but it was not provided\.$/,
    '$1 but not provided.',
  ],
  // NoUndefinedVariables: graphql-php names the operation only when it has no name (its test
  // is the wrong way round).
  [/^(Variable "\$[^"]+" is not defined)\.$/, '$1 by operation "".'],
  [/^(Variable "\$[^"]+" is not defined) by operation "[^"]+"\.$/, '$1.'],
  [/^(Cannot spread fragment "[^"]+" within itself via) (.*)\.$/s, '$1 $2.'],
  [/^Fields "[^"]+" conflict because .*$/s, '$&'],
  [
    /^Field "([^"]+)" of required type "([^"]+)" was not provided\.$/,
    'Field $1 of required type $2 was not provided.',
  ],
  [/^(There can be only one variable named )"\$([^"]+)"\.$/, '$1"$2".'],
  [
    /^Directive "@([^"]+)" may not be used on ([A-Z_]+)\.$/,
    'Directive "$1" may not be used on "$2".',
  ],
  [/^(The directive )"@([^"]+)"( can only be used once at this location\.)$/, '$1"$2"$3'],
  [
    /^Schema is not configured to execute subscription operation\.$/,
    'Schema is not configured for subscriptions.',
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
    if (pattern.test(message)) return unquoteNames(message.replace(pattern, replacement));
  }
  return message;
}

/**
 * graphql-php prints the fragments of a cycle (`via B, C`) and the fields and types of a
 * conflict (`url and title are different fields`, `conflicting types String and Int`) unquoted.
 */
function unquoteNames(message: string): string {
  if (message.startsWith('Cannot spread fragment ')) {
    return message.replace(
      / via (.*)\.$/s,
      (_m, names: string) => ` via ${names.replace(/"/g, '')}.`,
    );
  }
  if (!message.startsWith('Fields "')) return message;
  return message
    .replace(/"([^"]+)" and "([^"]+)" are different fields/g, '$1 and $2 are different fields')
    .replace(
      /they return conflicting types "([^"]+)" and "([^"]+)"/g,
      'they return conflicting types $1 and $2',
    );
}

/**
 * graphql-php prints a variable's invalid value as JSON (Utils::printSafeJson: `{"nope":1}`,
 * `[1,2]`, strings quoted as they are), graphql-js with its inspect (`{ nope: 1 }`, `[1, 2]`).
 * `variables` are the request's: the value (or the part of it the message's ` at "name.path"`
 * names) is found there and printed again.
 */
export function phpVariableMessage(message: string, variables: unknown): string {
  const head = /^Variable "\$([^"]+)" got invalid value /.exec(message);
  if (!head || typeof variables !== 'object' || variables === null) return message;
  const name = head[1]!;
  const rest = message.slice(head[0].length);
  let value: unknown = (variables as Record<string, unknown>)[name];
  const at = rest.indexOf(` at "${name}`);
  if (at !== -1 && !rest.startsWith(`${inspect(value)}; `)) {
    const path = /^ at "([^"]*)"/.exec(rest.slice(at))?.[1]?.slice(name.length) ?? '';
    for (const [, key, index] of path.matchAll(/\.([^.[]+)|\[(\d+)\]/g)) {
      value = (value as Record<string, unknown> | undefined)?.[key ?? Number(index)];
    }
  }
  const printed = inspect(value);
  if (!rest.startsWith(printed)) return message;
  return head[0] + printSafeJson(value) + rest.slice(printed.length);
}
