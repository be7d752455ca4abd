import type { AuthOptions } from '../auth/auth-options';
import { faustSettings } from '../schema/acf/faust-content';
import type { RequestContext } from '../schema/context';
import { option } from '../schema/model/loaders';
import { homeUrl } from '../schema/model/permalinks';
import { authorize } from './faust-authorize';
import { faustSecret, secretEquals } from './introspection';
import { noRoute, restError, type RestAnswer } from './rest-response';

/*
 * FaustWP 1.5's REST routes under /wp-json/faustwp/v1 (the namespace index, telemetry,
 * validate_public_wordpress_url, validate_secret_key, authorize) and its legacy
 * /wp-json/wpac/v1/authorize, which checks the older `x-wpe-headless-secret` header instead.
 */

export const FAUST_NAMESPACE = 'faustwp/v1';
export const LEGACY_NAMESPACE = 'wpac/v1';

/** The routes FaustWP registers, in its registration order (the index lists them so). */
const POST_ROUTES = [
  'blockset',
  'telemetry/decision',
  'telemetry',
  'authorize',
  'process_telemetry',
  'validate_secret_key',
  'validate_public_wordpress_url',
];

/** What the service reports as its WordPress and PHP (the reference site's). */
const WP_VERSION = '7.0.4';
const PHP_VERSION = '8.2.36';
const FAUSTWP_VERSION = '1.5.0';

export interface FaustRestRequest {
  method: string;
  /** The route below the namespace: '' for the index, 'telemetry', … */
  route: string;
  /** x-faustwp-secret (x-wpe-headless-secret for the legacy route), when sent. */
  secret: string | undefined;
  params: Record<string, unknown>;
  auth: AuthOptions;
}

function truthy(value: unknown): boolean {
  return value === true || value === 1 || value === '1';
}

function rawSettings(ctx: RequestContext): Record<string, unknown> {
  const raw = option<Record<string, unknown>>(ctx, 'faustwp_settings');
  return raw && typeof raw === 'object' ? raw : {};
}

/**
 * FaustWP's permission callback: the header must equal the secret key (the site's
 * `faustwp_settings.secret_key`, else FAUST_SECRET_KEY, as for introspection). Compared in
 * constant time: the secret guards token issuing.
 */
function secretMatches(ctx: RequestContext, secret: string | undefined): boolean {
  return secretEquals(secret, faustSecret(ctx.db, undefined, ctx.auth));
}

/** A failed permission callback: 401 and, unlike the route's own answers, no Allow header. */
const FORBIDDEN = restError(401, 'rest_forbidden', 'Sorry, you are not allowed to do that.');

function namespaceIndex(ctx: RequestContext): RestAnswer {
  const base = `${homeUrl(ctx)}/wp-json/${FAUST_NAMESPACE}`;
  const self = (href: string) => ({ self: [{ href }] });
  const routes: Record<string, unknown> = {
    [`/${FAUST_NAMESPACE}`]: {
      namespace: FAUST_NAMESPACE,
      methods: ['GET'],
      endpoints: [
        {
          methods: ['GET'],
          args: {
            namespace: { default: FAUST_NAMESPACE, required: false },
            context: { default: 'view', required: false },
          },
        },
      ],
      _links: self(base),
    },
  };
  for (const route of POST_ROUTES) {
    routes[`/${FAUST_NAMESPACE}/${route}`] = {
      namespace: FAUST_NAMESPACE,
      methods: ['POST'],
      // PHP's empty array: `args` is `[]` in json_encode.
      endpoints: [{ methods: ['POST'], args: [] }],
      _links: self(`${base}/${route}`),
    };
  }
  return {
    status: 200,
    allow: 'GET',
    body: {
      namespace: FAUST_NAMESPACE,
      routes,
      _links: { up: [{ href: `${homeUrl(ctx)}/wp-json/` }] },
    },
  };
}

function telemetry(ctx: RequestContext): RestAnswer {
  const s = rawSettings(ctx);
  return {
    status: 200,
    allow: 'POST',
    body: {
      faustwp: {
        version: FAUSTWP_VERSION,
        has_frontend_uri: faustSettings(ctx).frontendUri !== '',
        redirects_enabled: truthy(s.enable_redirects),
        rewrites_enabled: truthy(s.enable_rewrites),
        themes_disabled: truthy(s.disable_theme),
        image_source_replacement_enabled: truthy(s.enable_image_source),
      },
      wpgraphql_content_blocks: { version: null },
      is_wpe: false,
      multisite: false,
      php_version: PHP_VERSION,
      wp_version: WP_VERSION,
    },
  };
}

/**
 * FaustWP refuses a public WordPress URL equal to the front-end URI (the front end would proxy
 * to itself); anything else is "OK". It compares the strings as sent, without normalising.
 */
function validatePublicUrl(ctx: RequestContext, params: Record<string, unknown>): RestAnswer {
  const frontend = rawSettings(ctx).frontend_uri;
  const ok = params.public_wordpress_url !== frontend;
  return { status: ok ? 200 : 400, allow: 'POST', body: ok ? 'OK' : 'Bad Request' };
}

export function handleFaustRest(ctx: RequestContext, request: FaustRestRequest): RestAnswer {
  const { method, route } = request;
  if (route === '') {
    return method === 'GET' || method === 'HEAD' ? namespaceIndex(ctx) : noRoute();
  }
  const handlers: Record<string, () => RestAnswer> = {
    telemetry: () => telemetry(ctx),
    validate_public_wordpress_url: () => validatePublicUrl(ctx, request.params),
    validate_secret_key: () => ({ status: 200, allow: 'POST', body: 'Secret key validated!' }),
    authorize: () => authorize(ctx.db, request.params, request.auth),
  };
  const handler = handlers[route];
  if (!handler || method !== 'POST') return noRoute();
  if (!secretMatches(ctx, request.secret)) return FORBIDDEN;
  return handler();
}

/** /wpac/v1/authorize: the same exchange behind the legacy header. */
export function handleLegacyRest(ctx: RequestContext, request: FaustRestRequest): RestAnswer {
  if (request.route !== 'authorize' || request.method !== 'POST') return noRoute();
  if (!secretMatches(ctx, request.secret)) return FORBIDDEN;
  return authorize(ctx.db, request.params, request.auth);
}
