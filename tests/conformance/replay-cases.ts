import { readFileSync } from 'node:fs';
import { request } from 'node:http';
import path from 'node:path';
import { firstDifference, type CompareMode, type Difference } from './json-diff';

/** One entry of the reference's cases.json (see its README). */
export interface ReferenceCase {
  name: string;
  group: string;
  request: { method: string; path: string; headers: Record<string, string>; body: string | null };
  response: { status: number; headers: Record<string, string>; body_file: string };
  compare: CompareMode;
  notes?: string;
  shape_paths?: string[];
  sequence?: string[];
}

export interface CaseResult {
  name: string;
  matched: boolean;
  /** Where the answer first differs from the recording (status or body). */
  difference?: Difference;
  status: number;
  /** The answer's first error message when the recording has none: usually the real cause. */
  unexpectedError?: string;
}

export function loadCases(referenceDir: string): ReferenceCase[] {
  return JSON.parse(readFileSync(path.join(referenceDir, 'cases.json'), 'utf8')) as ReferenceCase[];
}

/**
 * Cases replayed although their group is excluded below: they record how the GraphQL endpoint
 * treats introspection (the server's job), not FaustWP's token flows.
 */
const REPLAYED_FROM_EXCLUDED_GROUPS = new Set([
  'faust_introspection_no_header',
  'faust_introspection_wrong_x_faust_secret',
  'faust_introspection_with_x_faust_secret',
]);

/**
 * FaustWP's REST cases that need its token machinery (a secret-key check, a code or token, a
 * signed-in user): the editors issue implements them. The other faust-rest cases are stateless
 * (redirects, robots.txt, feed, REST collections, telemetry) and replayed.
 */
function needsFaustAuth(testCase: ReferenceCase): boolean {
  const { path: requestPath, headers } = testCase.request;
  return (
    /validate_secret_key|\/authorize|\/generate|users\/me/.test(requestPath) ||
    Object.keys(headers).some((name) => name.toLowerCase() === 'authorization')
  );
}

/**
 * Why a case is not replayed here (null: it is). FaustWP's token flows (group faust-auth, the
 * faust-rest cases needing a secret-key check, code or token) and every case that needs a token
 * from a multi-step sequence (the `faust-preview` bearer cases:
 * `{{faust_flow_authorize.body.accessToken}}`) belong to the editors issue; everything else is
 * stateless and replayed.
 */
export function exclusionReason(testCase: ReferenceCase): string | null {
  if (REPLAYED_FROM_EXCLUDED_GROUPS.has(testCase.name)) return null;
  if (testCase.group === 'faust-auth') {
    return 'group faust-auth (FaustWP tokens: editors issue)';
  }
  if (testCase.group === 'faust-rest' && needsFaustAuth(testCase)) {
    return 'FaustWP auth route (secret key, code or token): editors issue';
  }
  const { path: requestPath, headers, body } = testCase.request;
  const usesPlaceholder = [requestPath, body ?? '', ...Object.values(headers)].some((text) =>
    text.includes('{{'),
  );
  if (testCase.sequence || usesPlaceholder) return 'needs a bearer token from a sequence';
  return null;
}

export interface RawResponse {
  status: number;
  body: string;
}

/** Sends a case's request exactly as recorded (method, path, headers, body) to `port`. */
export function sendCase(
  port: number,
  testCase: ReferenceCase,
  host = '127.0.0.1',
): Promise<RawResponse> {
  const { method, path: requestPath, headers, body } = testCase.request;
  return new Promise((resolve, reject) => {
    const req = request({ host, port, method, path: requestPath, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('error', reject);
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }),
      );
    });
    req.on('error', reject);
    req.end(body ?? undefined);
  });
}

/** Compares an answer with the recording as the case's `compare` field says. */
export function compareCase(
  referenceDir: string,
  testCase: ReferenceCase,
  response: RawResponse,
): CaseResult {
  const expectedStatus = testCase.response.status;
  const expectedText = readFileSync(path.join(referenceDir, testCase.response.body_file), 'utf8');
  const unexpectedError = expectedText.includes('"errors"')
    ? undefined
    : firstErrorMessage(response.body);
  const result = (difference?: Difference): CaseResult => ({
    name: testCase.name,
    matched: difference === undefined,
    difference,
    status: response.status,
    ...(difference && unexpectedError ? { unexpectedError } : {}),
  });
  const bodyDifference = compareBodies(testCase, expectedText, response.body);
  if (response.status !== expectedStatus) {
    return result({
      path: 'status',
      expected: expectedStatus,
      actual: response.status,
      kind: 'value',
    });
  }
  return result(bodyDifference ?? undefined);
}

function compareBodies(
  testCase: ReferenceCase,
  expected: string,
  actual: string,
): Difference | null {
  if (!testCase.response.body_file.endsWith('.json')) {
    // Non-JSON bodies: byte-equal when exact, not compared when shape (README).
    if (testCase.compare === 'shape' || expected === actual) return null;
    return { path: 'body', expected, actual, kind: 'value' };
  }
  let actualJson: unknown;
  try {
    actualJson = JSON.parse(actual);
  } catch {
    return { path: 'body', expected: 'a JSON body', actual, kind: 'type' };
  }
  return firstDifference(JSON.parse(expected), actualJson, {
    mode: testCase.compare,
    shapePaths: testCase.shape_paths,
  });
}

function firstErrorMessage(body: string): string | undefined {
  try {
    const parsed = JSON.parse(body) as { errors?: { message?: unknown }[] };
    const message = parsed.errors?.[0]?.message;
    return typeof message === 'string' ? message : undefined;
  } catch {
    return undefined;
  }
}

/** Replays cases one after another (they are stateless; order only keeps reports stable). */
export async function replayCases(
  referenceDir: string,
  port: number,
  cases: readonly ReferenceCase[],
): Promise<CaseResult[]> {
  const results: CaseResult[] = [];
  for (const testCase of cases) {
    results.push(compareCase(referenceDir, testCase, await sendCase(port, testCase)));
  }
  return results;
}
