import { ApolloLink, Observable, execute, gql } from '@apollo/client/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WordPressRequestError, httpError, networkError } from './errors';
import { retryDelay, retryLink } from './retry';

describe('retryDelay', () => {
  it('starts at 1000 ms, doubles, and stops growing at 30000 ms', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map(retryDelay)).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000,
    ]);
  });
});

/** The retry link in front of a fake WordPress whose tries fail with `failures`, then answer. */
function linkFailing(failures: WordPressRequestError[], tries?: number) {
  const times: number[] = [];
  const wordpress = new ApolloLink(
    () =>
      new Observable((observer) => {
        times.push(Date.now());
        const failure = failures.shift();
        if (failure) observer.error(failure);
        else {
          observer.next({ data: { ok: true } });
          observer.complete();
        }
      }),
  );
  const link = ApolloLink.from([retryLink(tries), wordpress]);
  const run = () =>
    new Promise((resolve, reject) => {
      execute(link, { query: gql('{ ok }') }).subscribe({ next: resolve, error: reject });
    });
  const waits = () => times.slice(1).map((time, index) => time - (times[index] ?? 0));
  return { run, times, waits };
}

describe('retryLink', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('tries three times, waiting 1000 then 2000 ms, then gives up', async () => {
    vi.useFakeTimers();
    const down = () => networkError(new Error('down'));
    const { run, times, waits } = linkFailing([down(), down(), down()]);
    const settled = run().catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(999);
    expect(times).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(times).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1999);
    expect(times).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(((await settled) as Error).message).toBe('[Network] down');
    expect(waits()).toEqual([1000, 2000]);
  });

  it('does not retry an error the catalogue calls final (4xx)', async () => {
    const { run, times } = linkFailing([httpError(404, 'Not Found')]);
    await expect(run()).rejects.toThrow('Not Found');
    expect(times).toHaveLength(1);
  });

  it('returns the first success', async () => {
    vi.useFakeTimers();
    const { run, times } = linkFailing([httpError(503, 'Service Unavailable')]);
    const result = run();
    await vi.runAllTimersAsync();
    await expect(result).resolves.toEqual({ data: { ok: true } });
    expect(times).toHaveLength(2);
  });

  it('tries once when told to (the build does not wait for a missing WordPress)', async () => {
    const { run, times } = linkFailing([networkError(new Error('refused'))], 1);
    await expect(run()).rejects.toThrow('[Network] refused');
    expect(times).toHaveLength(1);
  });
});
