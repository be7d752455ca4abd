import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

/**
 * CPU time (user + system, all threads: GC and libuv's included) a process has used so far, in
 * milliseconds, from Linux's /proc/<pid>/stat; null where there is no /proc. A server's CPU per
 * request moves far less with the machine's load than its req/s does (other work takes turns on
 * the cores, but the work a request needs stays the same), so the bench reports both.
 */
export function processCpuMs(pid: number, ticksPerSecond = clockTicks()): number | null {
  try {
    return cpuMsFromStat(readFileSync(`/proc/${pid}/stat`, 'utf8'), ticksPerSecond);
  } catch {
    return null;
  }
}

/**
 * utime and stime of a /proc/<pid>/stat line (fields 14 and 15, in clock ticks). The command
 * name (field 2, in parentheses) may hold spaces and parentheses, so fields are counted from the
 * last `)`.
 */
export function cpuMsFromStat(stat: string, ticksPerSecond: number): number {
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // fields[0] is field 3 (state): utime is field 14, stime field 15.
  const ticks = Number(fields[11]) + Number(fields[12]);
  if (!Number.isFinite(ticks)) throw new Error(`not a /proc/<pid>/stat line: ${stat}`);
  return (ticks * 1000) / ticksPerSecond;
}

let ticks: number | undefined;

/** The kernel's clock ticks per second (USER_HZ, almost always 100). */
function clockTicks(): number {
  if (ticks === undefined) {
    try {
      ticks = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
    } catch {
      ticks = 100;
    }
  }
  return ticks;
}
