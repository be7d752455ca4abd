import type { ServerResponse } from 'node:http';
import type { RateLimitDecision } from '../../http/rate-limit';

/** A JSON answer nobody may store: every auth answer is about one browser's session. */
export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  cacheControl = 'no-store',
): void {
  res.statusCode = status;
  res.setHeader('Cache-Control', cacheControl);
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.end(JSON.stringify(body));
}

export function sendMethodNotAllowed(res: ServerResponse, allow: string): void {
  res.setHeader('Allow', allow);
  sendJson(res, 405, { error: 'method_not_allowed' });
}

export function sendTooManyRequests(res: ServerResponse, decision: RateLimitDecision): void {
  res.setHeader('Retry-After', String(decision.retryAfterSeconds));
  sendJson(res, 429, { error: 'too_many_requests' });
}

export function sendForbiddenOrigin(res: ServerResponse): void {
  sendJson(res, 403, { error: 'cross_origin_request' });
}
