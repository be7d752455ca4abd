/**
 * What must differ between the live WordPress and the content service and is made equal before
 * comparing, each with its reason. Nothing else is touched.
 */

/** The origin the reference data was recorded on; the content service serves it unchanged. */
export const REFERENCE_ORIGIN = '127.0.0.1:8080';

/**
 * 1. The live WordPress runs on a free port and its kit rewrites every stored `127.0.0.1:8080`
 *    URL for that port (its README); the content service keeps the reference's origin. Only
 *    WordPress's answer has its origin replaced (`wordpressOrigin`; null for the content service's).
 * 2. Yoast's person `@id` ends in a hash of the site's security salts; the kit's fixed salts are
 *    not the reference's (kit README, "Differences from a production WordPress"). Masked on both
 *    sides, also where the id sits JSON-escaped (`#\/schema\/person\/…`) inside `fullHead`.
 */
export function normaliseText(text: string, wordpressOrigin: string | null): string {
  const local =
    wordpressOrigin === null ? text : text.split(wordpressOrigin).join(REFERENCE_ORIGIN);
  return local.replace(/(#\\?\/schema\\?\/person\\?\/)[0-9a-f]{32}/g, '$1SALTED-HASH');
}

/**
 * 4. The kit's database (reference.sql) stores attachment guids without their origin
 *    (`/wp-content/uploads/2014/01/spectacles.gif`), so they follow the port it runs on; WordPress
 *    stores the full URL when a file is uploaded, and the reference export, which the content
 *    service serves, holds it (`http://127.0.0.1:8080/wp-content/…`). On WordPress's side only, a
 *    `guid` that starts with `/` is read against the reference's origin.
 */
function normaliseGuid(guid: string, wordpressOrigin: string | null): string {
  return wordpressOrigin !== null && guid.startsWith('/')
    ? `http://${REFERENCE_ORIGIN}${guid}`
    : guid;
}

/** Applies normaliseText to every string of a JSON value (keys included), and normaliseGuid. */
export function normalise(value: unknown, wordpressOrigin: string | null): unknown {
  if (typeof value === 'string') return normaliseText(value, wordpressOrigin);
  if (Array.isArray(value)) return value.map((item) => normalise(item, wordpressOrigin));
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [
        normaliseText(key, wordpressOrigin),
        key === 'guid' && typeof item === 'string'
          ? normaliseText(normaliseGuid(item, wordpressOrigin), wordpressOrigin)
          : normalise(item, wordpressOrigin),
      ]),
    );
  }
  return value;
}

/**
 * 3. Rows tied on the ordering key. WP_User_Query orders by the one column asked, with no second
 *    key, so MariaDB returns rows tied on it in an order of its own (users 2 and 3 share an empty
 *    URL: 3 before 2 in both directions), which no rule of the data predicts; the content service
 *    breaks ties by id. Only where the query selects the ordering key (TIE_KEYS: connection →
 *    orderby field → the node field that shows the key to an anonymous reader) is each run of
 *    consecutive nodes with equal keys compared as a set, sorted the same way on both sides; a
 *    start or end cursor inside such a run names whichever tied row came first or last, so it is
 *    not compared either. Rows with different keys keep their order.
 */
export const TIE_KEYS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  users: { URL: 'url', DISPLAY_NAME: 'name', NICE_NAME: 'slug' },
};

export const TIED_CURSOR = '(cursor of a row tied on the ordering key)';

export interface TiedOrdering {
  /** The root connection the query asks for. */
  connection: string;
  /** The node field that holds the ordering key. */
  key: string;
}

/** The ordering key of a corpus entry ordered by one field listed in TIE_KEYS, else null. */
export function tiedOrdering(entry: {
  query?: string;
  variables?: Record<string, unknown>;
}): TiedOrdering | null {
  const where = entry.variables?.where as { orderby?: unknown } | undefined;
  const orderby = where?.orderby;
  if (!Array.isArray(orderby) || orderby.length !== 1) return null;
  const field = (orderby[0] as { field?: unknown } | null)?.field;
  const connection = /^\s*(?:query\b[^{]*)?\{\s*(\w+)/.exec(entry.query ?? '')?.[1];
  const key = connection && typeof field === 'string' ? TIE_KEYS[connection]?.[field] : undefined;
  return connection && key ? { connection, key } : null;
}

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** The body with each run of nodes tied on the key in one fixed order (see 3. above). */
export function unorderTies(body: unknown, tie: TiedOrdering): unknown {
  if (!isObject(body) || !isObject(body.data)) return body;
  const connection = body.data[tie.connection];
  if (!isObject(connection) || !Array.isArray(connection.nodes)) return body;
  const nodes = connection.nodes as unknown[];
  if (!nodes.every((node) => isObject(node) && tie.key in node)) return body;
  const keyOf = (node: unknown) => JSON.stringify((node as Json)[tie.key]);
  const sorted: unknown[] = [];
  let firstTied = false;
  let lastTied = false;
  for (let start = 0; start < nodes.length;) {
    let end = start + 1;
    while (end < nodes.length && keyOf(nodes[end]) === keyOf(nodes[start])) end += 1;
    const run = nodes.slice(start, end);
    if (run.length > 1) {
      firstTied ||= start === 0;
      lastTied ||= end === nodes.length;
    }
    sorted.push(
      ...run
        .map((node) => [JSON.stringify(node), node] as const)
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([, node]) => node),
    );
    start = end;
  }
  const pageInfo = isObject(connection.pageInfo)
    ? {
        ...connection.pageInfo,
        ...(firstTied && 'startCursor' in connection.pageInfo ? { startCursor: TIED_CURSOR } : {}),
        ...(lastTied && 'endCursor' in connection.pageInfo ? { endCursor: TIED_CURSOR } : {}),
      }
    : connection.pageInfo;
  const next: Json = { ...connection, nodes: sorted };
  if (pageInfo !== undefined) next.pageInfo = pageInfo;
  return { ...body, data: { ...body.data, [tie.connection]: next } };
}
