import type { IncomingHttpHeaders } from 'node:http';
import type { ReferenceCase } from './replay-cases';

/*
 * The reference's multi-step flows (README "Sequences"): a case with `sequence` is replayed by
 * running its steps in order up to itself, each request's placeholders filled from the answers
 * of the steps before it. Every case runs its own fresh sequence, so one case's code or token is
 * never another's (which is also why the single-use code only shows in
 * faust_rest_authorize_code_reused, the one case whose sequence exchanges a code twice).
 */

export interface StepAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

/** The steps to run for `testCase`: its sequence up to and including itself. */
export function stepsOf(
  testCase: ReferenceCase,
  byName: ReadonlyMap<string, ReferenceCase>,
): ReferenceCase[] {
  const sequence = testCase.sequence;
  if (!sequence) return [testCase];
  const own = sequence.indexOf(testCase.name);
  const names = own === -1 ? [...sequence, testCase.name] : sequence.slice(0, own + 1);
  return names.map((name) => {
    const step = byName.get(name);
    if (!step) throw new Error(`${testCase.name}: unknown sequence step ${name}`);
    return step;
  });
}

function valueAt(json: unknown, path: string[]): unknown {
  let value = json;
  for (const key of path) {
    value =
      value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;
  }
  return value;
}

/** `{{STEP.cookies}}`: the name=value pairs of the step's Set-Cookie headers, as a Cookie header. */
function cookiesOf(answer: StepAnswer): string {
  const set = answer.headers['set-cookie'] ?? [];
  return set.map((cookie) => cookie.split(';')[0]).join('; ');
}

function resolve(expression: string, answers: ReadonlyMap<string, StepAnswer>): string {
  const urlEncoded = expression.startsWith('url:');
  const [step = '', kind, ...path] = (urlEncoded ? expression.slice(4) : expression).split('.');
  const answer = answers.get(step);
  if (!answer) throw new Error(`placeholder {{${expression}}}: step ${step} has not run`);
  let value: unknown;
  if (kind === 'body') value = valueAt(JSON.parse(answer.body) as unknown, path);
  else if (kind === 'cookies') value = cookiesOf(answer);
  else if (kind === 'locationParam') {
    const location = answer.headers.location ?? '';
    value = new URL(location).searchParams.get(path[0] ?? '');
  }
  if (typeof value !== 'string' && typeof value !== 'number') {
    throw new Error(`placeholder {{${expression}}}: no value in step ${step}'s answer`);
  }
  return urlEncoded ? encodeURIComponent(String(value)) : String(value);
}

/** The case's request with every `{{…}}` replaced from earlier answers. */
export function fillRequest(
  testCase: ReferenceCase,
  answers: ReadonlyMap<string, StepAnswer>,
): ReferenceCase['request'] {
  const fill = (text: string) =>
    text.replace(/\{\{([^}]+)\}\}/g, (_match, expression: string) => resolve(expression, answers));
  const { method, path, headers, body } = testCase.request;
  return {
    method,
    path: fill(path),
    headers: Object.fromEntries(
      Object.entries(headers).map(([name, value]) => [name, fill(value)]),
    ),
    body: body === null ? null : fill(body),
  };
}
