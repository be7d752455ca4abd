import { describe, expect, it } from 'vitest';
import { cpuMsFromStat, processCpuMs } from './process-cpu';

describe('cpuMsFromStat', () => {
  it('adds utime and stime (fields 14 and 15) and turns clock ticks into milliseconds', () => {
    const stat =
      '4242 (next-server (v16)) S 1 4242 4242 0 -1 4194560 9000 0 12 0 1234 56 0 0 20 0 11 0 100 1000 500';
    expect(cpuMsFromStat(stat, 100)).toBe(12_900);
    expect(cpuMsFromStat(stat, 250)).toBe(5_160);
  });

  it('refuses a line that is not a stat line', () => {
    expect(() => cpuMsFromStat('nothing here', 100)).toThrow(/not a \/proc/);
  });
});

describe('processCpuMs', () => {
  it('reads this process and grows as it works', () => {
    const before = processCpuMs(process.pid);
    expect(before).not.toBeNull();
    let sum = 0;
    const until = Date.now() + 120;
    while (Date.now() < until) sum += Math.sqrt(sum + 1);
    expect(sum).toBeGreaterThan(0);
    expect(processCpuMs(process.pid)!).toBeGreaterThan(before!);
  });

  it('answers null for a process that does not exist', () => {
    expect(processCpuMs(2 ** 30)).toBeNull();
  });
});
