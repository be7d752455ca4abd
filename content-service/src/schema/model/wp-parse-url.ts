/** The parts of a URL PHP's parse_url() (wp_parse_url()) reports; a part is absent, not empty, when missing. */
export interface UrlParts {
  scheme?: string;
  host?: string;
  port?: number;
  path?: string;
  query?: string;
}

/** `host:8080/x`: PHP reads a name followed by a port as a host, not as a scheme. */
const HOST_WITH_PORT = /^[^:/]+:\d+(\/|$)/;

/**
 * wp_parse_url() (PHP's parse_url()), the one reading of a URL the service's ports of WordPress
 * share (nodeByUri's uri, Yoast's REST head). Null where PHP answers false: an empty authority
 * (`///x`, `http:///x`), a port that is not a number up to 65535. The host keeps its case and
 * loses user info and port; an empty query (`/?`) is told from none; `//page/2/` is host `page`.
 */
export function wpParseUrl(input: string): UrlParts | null {
  const hash = input.indexOf('#');
  let rest = hash < 0 ? input : input.slice(0, hash);
  const parts: UrlParts = {};
  const question = rest.indexOf('?');
  if (question >= 0) {
    parts.query = rest.slice(question + 1);
    rest = rest.slice(0, question);
  }
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(rest);
  if (scheme && !HOST_WITH_PORT.test(rest)) {
    parts.scheme = scheme[1]!;
    rest = rest.slice(scheme[0].length);
  }
  let authority: string | undefined;
  if (rest.startsWith('//')) {
    const end = rest.indexOf('/', 2);
    authority = end < 0 ? rest.slice(2) : rest.slice(2, end);
    rest = end < 0 ? '' : rest.slice(end);
  } else if (HOST_WITH_PORT.test(rest)) {
    const end = rest.indexOf('/');
    authority = end < 0 ? rest : rest.slice(0, end);
    rest = end < 0 ? '' : rest.slice(end);
  }
  if (authority !== undefined) {
    const hostPort = /^(\[[^\]]*\]|[^:]*)(?::(\d*))?$/.exec(
      authority.slice(authority.lastIndexOf('@') + 1),
    );
    if (!hostPort || hostPort[1] === '') return null;
    parts.host = hostPort[1]!;
    if (hostPort[2]) {
      const port = Number(hostPort[2]);
      if (port > 65535) return null;
      parts.port = port;
    }
  }
  if (rest !== '') parts.path = rest;
  return parts;
}
