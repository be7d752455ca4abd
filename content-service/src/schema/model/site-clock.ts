import type { RequestContext } from '../context';
import { option } from './loaders';

/*
 * current_time(): the request's clock in the site's time zone (timezone_string, else the
 * gmt_offset hours). The clock is the context's (tests pin it) or the system's.
 */

export interface SiteClock {
  /** `Y-m-d H:i:s` in the site's time zone. */
  localNow(): string;
  /** The site's UTC offset in seconds, now. */
  utcOffset: number;
}

function offsetOf(zone: string, at: Date): number | null {
  try {
    const parts = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    }).formatToParts(at);
    const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
    const local = Date.UTC(
      get('year'),
      get('month') - 1,
      get('day'),
      get('hour'),
      get('minute'),
      get('second'),
    );
    return Math.round((local - Math.floor(at.getTime() / 1000) * 1000) / 1000);
  } catch {
    return null;
  }
}

/** The site's UTC offset in seconds at a moment: timezone_string's there, else gmt_offset hours. */
export function siteUtcOffset(ctx: RequestContext, at: Date): number {
  const zone = option<string>(ctx, 'timezone_string') ?? '';
  const hours = Number(option<string | number>(ctx, 'gmt_offset') ?? 0) || 0;
  return (zone ? offsetOf(zone, at) : null) ?? Math.round(hours * 3600);
}

export function siteClock(ctx: RequestContext): SiteClock {
  const now = ctx.now?.() ?? new Date();
  const utcOffset = siteUtcOffset(ctx, now);
  return {
    utcOffset,
    localNow: () =>
      new Date(now.getTime() + utcOffset * 1000).toISOString().slice(0, 19).replace('T', ' '),
  };
}
