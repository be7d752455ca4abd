import { restError, type RestAnswer } from './rest-response';

/*
 * A route's query arguments as WP_REST_Request reads them: each registered argument validated
 * against its schema (rest_validate_value_from_schema) in the order the route registers them,
 * every failure reported together in one rest_invalid_param 400, then sanitised
 * (rest_sanitize_value_from_schema). The sanitised values replace the raw ones in the request's
 * query parameters, which is what the collection's Link header repeats.
 */

export type ArgValue = string | number | boolean | (string | number)[];

export type ArgSchema =
  | { type: 'string'; enum?: readonly string[]; trim?: boolean }
  | { type: 'date-time' }
  | { type: 'integer'; minimum?: number; maximum?: number }
  | { type: 'boolean' }
  | { type: 'integers' }
  | {
      type: 'strings';
      enum?: readonly string[];
      /** A further check of the list (a sanitize callback's refusal, as sanitize_post_statuses). */
      check?: (items: string[]) => ArgError | undefined;
    };

export interface ArgError {
  code: string;
  message: string;
  data: unknown;
}

const isInteger = (raw: string) => /^\s*[+-]?\d+\s*$/.test(raw);

/** rest_is_boolean's strings. */
const BOOLEANS: Record<string, boolean> = {
  true: true,
  '1': true,
  false: false,
  '0': false,
  '': false,
};

/** wp_parse_list: split on commas and spaces, empty items dropped. */
export function parseList(raw: string): string[] {
  return raw.split(/[\s,]+/).filter(Boolean);
}

/** PHP's implode of an enum for its message: `a, b, and c` (`a and b` for two). */
function enumList(values: readonly string[]): string {
  if (values.length <= 2) return values.join(' and ');
  return `${values.slice(0, -1).join(', ')}, and ${values[values.length - 1]}`;
}

/** rest_parse_date's formats (RFC 3339, with a space allowed for the T). */
export const REST_DATE =
  /^\d{4}-\d{2}-\d{2}[Tt ]\d{2}:\d{2}:\d{2}(?:\.\d+)?(?:Z|[+-]\d{2}(?::\d{2})?)?$/;

export function validate(name: string, raw: string, schema: ArgSchema): ArgError | ArgValue {
  switch (schema.type) {
    case 'string': {
      if (schema.enum && !schema.enum.includes(raw)) {
        const message = `${name} is not one of ${enumList(schema.enum)}.`;
        return { code: 'rest_not_in_enum', message, data: null };
      }
      // sanitize_text_field for `search`: trimmed, runs of white space made one space.
      return schema.trim ? raw.replace(/[\r\n\t ]+/g, ' ').trim() : raw;
    }
    case 'date-time':
      return REST_DATE.test(raw) && !Number.isNaN(Date.parse(raw.replace(' ', 'T')))
        ? raw
        : { code: 'rest_invalid_date', message: 'Invalid date.', data: null };
    case 'integer': {
      if (!isInteger(raw)) {
        const message = `${name} is not of type integer.`;
        return { code: 'rest_invalid_type', message, data: { param: name } };
      }
      const value = Number(raw);
      const { minimum: min, maximum: max } = schema;
      if (min !== undefined && max !== undefined && (value < min || value > max)) {
        const message = `${name} must be between ${min} (inclusive) and ${max} (inclusive)`;
        return { code: 'rest_out_of_bounds', message, data: null };
      }
      if (min !== undefined && value < min) {
        const message = `${name} must be greater than or equal to ${min}`;
        return { code: 'rest_out_of_bounds', message, data: null };
      }
      return value;
    }
    case 'boolean': {
      const value = BOOLEANS[raw.toLowerCase()];
      if (value === undefined) {
        const message = `${name} is not of type boolean.`;
        return { code: 'rest_invalid_type', message, data: { param: name } };
      }
      return value;
    }
    case 'integers': {
      const items = parseList(raw);
      const bad = items.findIndex((item) => !isInteger(item));
      if (bad >= 0) {
        const param = `${name}[${bad}]`;
        const message = `${param} is not of type integer.`;
        return { code: 'rest_invalid_type', message, data: { param } };
      }
      return items.map(Number);
    }
    case 'strings': {
      const items = parseList(raw);
      const bad = schema.enum ? items.findIndex((item) => !schema.enum!.includes(item)) : -1;
      if (bad >= 0) {
        const message = `${name}[${bad}] is not one of ${enumList(schema.enum!)}.`;
        return { code: 'rest_not_in_enum', message, data: null };
      }
      return schema.check?.(items) ?? items;
    }
  }
}

/** The sanitised arguments, and the query parameters as the request holds them afterwards. */
export interface ParsedArgs {
  args: Record<string, ArgValue>;
  /** Every query parameter in the request's order: registered ones sanitised, others as sent. */
  query: [string, ArgValue][];
}

/** Several arguments' failures as one error, as WP_REST_Request::has_valid_params gives them. */
export function invalidParams(errors: [string, ArgError][]): RestAnswer {
  return restError(
    400,
    'rest_invalid_param',
    `Invalid parameter(s): ${errors.map(([name]) => name).join(', ')}`,
    {
      params: Object.fromEntries(errors.map(([name, error]) => [name, error.message])),
      details: Object.fromEntries(errors),
    },
  );
}

export function parseArgs(
  params: Record<string, string>,
  schemas: Record<string, ArgSchema>,
): ParsedArgs | RestAnswer {
  const errors: [string, ArgError][] = [];
  const args: Record<string, ArgValue> = {};
  // In the order the request gives them.
  for (const [name, raw] of Object.entries(params)) {
    const schema = schemas[name];
    if (schema === undefined) continue;
    const value = validate(name, raw, schema);
    if (typeof value === 'object' && !Array.isArray(value)) errors.push([name, value]);
    else args[name] = value;
  }
  if (errors.length > 0) return invalidParams(errors);
  const query = Object.entries(params).map(([name, raw]): [string, ArgValue] => [
    name,
    args[name] ?? raw,
  ]);
  return { args, query };
}

export function isAnswer(value: ParsedArgs | RestAnswer): value is RestAnswer {
  return 'status' in value;
}
