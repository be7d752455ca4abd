import { contentUriFromSegments } from '../routing/content-uri';

/** WordPress's ID of what changed: a post or page (any content node), or a category. */
export type NodeType = 'post' | 'page' | 'category';

/** What a caller asks to revalidate (see docs/revalidation.md). */
export interface RevalidateRequest {
  /** The changed node, by its path or by WordPress's ID; none for a site-wide change. */
  target: { uri: string } | { id: number; type: NodeType } | null;
  /** Further paths the caller knows are stale (a category a post has just left). */
  paths: string[];
}

/** At most this many extra paths per call: each costs one render per locale. */
export const MAX_EXTRA_PATHS = 20;
const NODE_TYPES: readonly NodeType[] = ['post', 'page', 'category'];

export class RevalidateRequestError extends Error {
  override name = 'RevalidateRequestError';
}

/**
 * A WordPress path as the site routes it (`/2024/05/hello` → `/2024/05/hello/`). Only paths:
 * a full URL would name a host this site has nothing to do with.
 */
function sitePath(value: unknown, field: string): string {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//')) {
    throw new RevalidateRequestError(`${field} must be a path starting with "/"`);
  }
  if (/[?#]/.test(value)) {
    throw new RevalidateRequestError(`${field} must be a path without a query or fragment`);
  }
  const uri = contentUriFromSegments(value.split('/').filter((part) => part !== ''));
  if (uri === null) throw new RevalidateRequestError(`${field} is not a path WordPress can have`);
  return uri;
}

function target(body: Record<string, unknown>): RevalidateRequest['target'] {
  const { uri, id, type } = body;
  if (uri !== undefined && id !== undefined) {
    throw new RevalidateRequestError('give either "uri" or "id", not both');
  }
  if (uri !== undefined) return { uri: sitePath(uri, 'uri') };
  if (id === undefined) {
    if (type !== undefined) throw new RevalidateRequestError('"type" needs an "id"');
    return null;
  }
  if (typeof id !== 'number' || !Number.isSafeInteger(id) || id < 1) {
    throw new RevalidateRequestError('"id" must be a positive whole number');
  }
  const nodeType = type ?? 'post';
  if (!NODE_TYPES.includes(nodeType as NodeType)) {
    throw new RevalidateRequestError(`"type" must be one of ${NODE_TYPES.join(', ')}`);
  }
  return { id, type: nodeType as NodeType };
}

function extraPaths(value: unknown): string[] {
  if (value === undefined) return [];
  if (!Array.isArray(value) || value.length > MAX_EXTRA_PATHS) {
    throw new RevalidateRequestError(`"paths" must be a list of at most ${MAX_EXTRA_PATHS} paths`);
  }
  return value.map((path, index) => sitePath(path, `paths[${index}]`));
}

/**
 * The request body (JSON, already parsed by Next's body parser; an empty body is a site-wide
 * change). Throws RevalidateRequestError with a message for the caller.
 */
export function parseRevalidateRequest(body: unknown): RevalidateRequest {
  if (body === undefined || body === null || body === '') return { target: null, paths: [] };
  if (typeof body !== 'object' || Array.isArray(body)) {
    throw new RevalidateRequestError('the body must be a JSON object');
  }
  const fields = body as Record<string, unknown>;
  const unknown = Object.keys(fields).find((key) => !['uri', 'id', 'type', 'paths'].includes(key));
  if (unknown !== undefined) throw new RevalidateRequestError(`unknown field "${unknown}"`);
  return { target: target(fields), paths: extraPaths(fields.paths) };
}
