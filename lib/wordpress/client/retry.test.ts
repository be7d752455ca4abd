import { afterEach, describe, expect, it, vi } from 'vitest';
import { retryDelay, withRetry } from './retry';

describe('retryDelay', () => {
  it('starts at 1000 ms, doubles, and stops growing at 30000 ms', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map(retryDelay)).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000,
    ]);
  });
});

describe('withRetry', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('tries three times by default, waiting 1000 then 2000 ms, then gives up', async () => {
    const waits: number[] = [];
    const task = vi.fn(async () => {
      throw new Error('down');
    });
    await expect(
      withRetry(task, () => true, { wait: async (ms) => void waits.push(ms) }),
    ).rejects.toThrow('down');
    expect(task).toHaveBeenCalledTimes(3);
    expect(waits).toEqual([1000, 2000]);
  });

  it('does not retry an error the caller calls final', async () => {
    const task = vi.fn(async () => {
      throw new Error('invalid');
    });
    await expect(withRetry(task, () => false, { wait: async () => {} })).rejects.toThrow();
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('returns the first success', async () => {
    let calls = 0;
    const result = await withRetry(
      async () => {
        calls += 1;
        if (calls < 2) throw new Error('once');
        return 'ok';
      },
      () => true,
      { wait: async () => {} },
    );
    expect(result).toBe('ok');
    expect(calls).toBe(2);
  });

  it('really waits with the default timer (fake timers)', async () => {
    vi.useFakeTimers();
    let calls = 0;
    const done = withRetry(
      async () => {
        calls += 1;
        if (calls < 3) throw new Error('again');
        return calls;
      },
      () => true,
    );
    await vi.advanceTimersByTimeAsync(999);
    expect(calls).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toBe(2);
    await vi.advanceTimersByTimeAsync(1999);
    expect(calls).toBe(2);
    await vi.advanceTimersByTimeAsync(1);
    await expect(done).resolves.toBe(3);
  });
});
