import { GraphQLError } from 'graphql';
import { paginateNamed, type ConnectionArgs } from '../model/paginate';
import { resolver, type AnyResolver, type Resolvers } from '../model/resolvers-type';
import { escHtml } from '../render/php';

/*
 * Code-derived registries: themes, the registered and enqueued scripts and stylesheets, and the
 * global stylesheet. WordPress answers them from its code (the installed themes, what core and the
 * theme register and enqueue, theme.json); exported content carries none of it and the content
 * service has no theme and no registry. So each field answers what WPGraphQL answers where nothing
 * is installed or registered: empty connections, no theme for any id, an empty stylesheet. Never a
 * table of WordPress's handles.
 */

/** No asset is registered: every asset connection is empty (its arguments still checked). */
const noAssets = resolver<unknown, ConnectionArgs>((_s, args) =>
  paginateNamed<string>([], String, args),
);

/**
 * ContentNode/TermNode/User.enqueuedScripts and enqueuedStylesheets: the handles WordPress
 * enqueues while rendering the node's page. Nothing is enqueued here. Also on password-protected
 * posts, where WPGraphQL answers an empty connection as well (not null).
 */
export const enqueuedAssetFields: Record<string, AnyResolver> = {
  enqueuedScripts: noAssets,
  enqueuedStylesheets: noAssets,
};

/**
 * WPGraphQL's `Relay::fromGlobalId` (graphql-relay-php) on the raw bytes: base64 decoded as PHP
 * decodes it, the id is what follows the first `:`, or everything after the first byte when there
 * is none (`substr($s, false + 1)`).
 */
function relayIdBytes(globalId: string): Buffer {
  const bytes = Buffer.from(globalId, 'base64');
  const colon = bytes.indexOf(':'.charCodeAt(0));
  return bytes.subarray(colon < 0 ? 1 : colon + 1);
}

/**
 * DataSource::resolve_theme for a stylesheet no installed theme has: a UserError whose text goes
 * through esc_html(), which answers '' for text that is not UTF-8, and graphql-php then reports
 * an empty message as "An unknown error occurred.".
 */
export function noSuchThemeError(globalId: string): GraphQLError {
  let stylesheet: string;
  try {
    stylesheet = new TextDecoder('utf-8', { fatal: true }).decode(relayIdBytes(globalId));
  } catch {
    return new GraphQLError('An unknown error occurred.');
  }
  return new GraphQLError(escHtml(`No theme was found with the stylesheet: ${stylesheet}`));
}

export const assetResolvers: Resolvers = {
  RootQuery: {
    registeredScripts: noAssets,
    registeredStylesheets: noAssets,
    themes: noAssets,
    theme: resolver<unknown, { id: string }>((_s, args) => {
      throw noSuchThemeError(args.id);
    }),
    // wp_get_global_stylesheet() concatenates the CSS of the merged theme.json data; with no
    // core, theme or user data that is the empty string (as WordPress answers for
    // `types: [BASE_LAYOUT_STYLES]` alone).
    globalStylesheet: () => '',
  },
};
