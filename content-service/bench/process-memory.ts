import { readFileSync } from 'node:fs';

/**
 * Resident memory of another process in MiB, from Linux's /proc: `VmRSS` now and `VmHWM`, the
 * highest it has been since the process started (the kernel keeps it, so a short spike between two
 * samples is not missed). Undefined where /proc is not there (macOS): the bench prints "n/a".
 */
export function processMemory(pid: number): { rssMiB: number; peakMiB: number } | undefined {
  let status: string;
  try {
    status = readFileSync(`/proc/${pid}/status`, 'utf8');
  } catch {
    return undefined;
  }
  const kib = (field: string) =>
    Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1]);
  const rss = kib('VmRSS');
  const peak = kib('VmHWM');
  if (!Number.isFinite(rss) || !Number.isFinite(peak)) return undefined;
  return { rssMiB: rss / 1024, peakMiB: peak / 1024 };
}
