import { readFileSync } from 'node:fs';
import { request } from 'node:http';
import path from 'node:path';
import { fillRequest, stepsOf, type StepAnswer } from './case-sequence';
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
  /** Seconds to wait before this step (the reference's expiry case). */
  delay_s?: number;
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

export type RawResponse = StepAnswer;

/** Sends a request exactly as given (method, path, headers, body) to `port`. */
export function sendRequest(
  port: number,
  caseRequest: ReferenceCase['request'],
  host = '127.0.0.1',
): Promise<RawResponse> {
  const { method, path: requestPath, headers, body } = caseRequest;
  return new Promise((resolve, reject) => {
    const req = request({ host, port, method, path: requestPath, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('error', reject);
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          body: Buffer.concat(chunks).toString('utf8'),
        }),
      );
    });
    req.on('error', reject);
    req.end(body ?? undefined);
  });
}

/** The site a case is replayed against: its port, and its auth clock for `delay_s` waits. */
export interface ReplayTarget {
  port: number;
  /** Moves the server's auth clock forward instead of sleeping (the 65 s code expiry). */
  advanceClock(seconds: number): void;
}

/**
 * Sends a case as recorded; a case of a sequence runs its earlier steps first (fresh codes and
 * tokens) and has its placeholders filled from their answers. Answers the case's own response.
 */
export async function sendCase(
  target: ReplayTarget,
  testCase: ReferenceCase,
  byName: ReadonlyMap<string, ReferenceCase>,
): Promise<RawResponse> {
  const answers = new Map<string, StepAnswer>();
  let last: RawResponse | undefined;
  for (const step of stepsOf(testCase, byName)) {
    if (step.delay_s) target.advanceClock(step.delay_s);
    last = await sendRequest(target.port, fillRequest(step, answers));
    answers.set(step.name, last);
  }
  if (!last) throw new Error(`${testCase.name}: no step ran`);
  return last;
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

/** Replays cases one after another (each sequence in order; order also keeps reports stable). */
export async function replayCases(
  referenceDir: string,
  target: ReplayTarget,
  cases: readonly ReferenceCase[],
  all: readonly ReferenceCase[] = cases,
): Promise<CaseResult[]> {
  const byName = new Map(all.map((testCase) => [testCase.name, testCase]));
  const results: CaseResult[] = [];
  for (const testCase of cases) {
    results.push(compareCase(referenceDir, testCase, await sendCase(target, testCase, byName)));
  }
  return results;
}
