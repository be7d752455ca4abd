/**
 * `npm run wordpress:check [-- URL]`: what a WordPress (URL, else NEXT_PUBLIC_WORDPRESS_URL) has
 * and lacks for this site, and what to do. Exit status 0 when the site can run on it.
 */
import { checkWordPress, formatCheck } from '../lib/wordpress/check/wordpress-check';
import { parseSiteEnv } from '../lib/wordpress/config/site-env';

async function main(): Promise<number> {
  const url = process.argv[2];
  if (url === '--help' || url === '-h') {
    console.log('usage: npm run wordpress:check [-- URL]   (default: NEXT_PUBLIC_WORDPRESS_URL)');
    return 0;
  }
  // The site's own reading of its variables: the same GraphQL address the site will ask.
  const env = parseSiteEnv({
    ...process.env,
    ...(url ? { NEXT_PUBLIC_WORDPRESS_URL: url, WORDPRESS_GRAPHQL_URL: undefined } : {}),
  });
  const check = await checkWordPress(env.wordpressUrl, env.graphqlUrl);
  console.log(formatCheck(env.wordpressUrl, check));
  return check.canRun ? 0 : 1;
}

main().then(
  (status) => process.exit(status),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
