import { type SchemaKnowledge, schemaKnowledgeFor } from '../capabilities/schema-knowledge';
import { createWordPressClient, type WordPressClient } from '../client/graphql-client';
import { type SiteEnv, siteEnv } from '../config/site-env';

/** What every seam call needs; tests pass their own (a client on a test server, a fake clock). */
export interface Backend {
  client: WordPressClient;
  env: SiteEnv;
  now: () => number;
  /** What this WordPress lacks of the site's queries (absent: every document sent whole). */
  schema?: SchemaKnowledge;
}

let backend: Backend | undefined;

/** This server process's backend: the validated environment and one client. */
export function defaultBackend(): Backend {
  if (!backend) {
    const env = siteEnv();
    // During `next build` (the 404 page's layout) a missing WordPress should not hold the build
    // up with retries: the page is regenerated at run time anyway.
    const schema = schemaKnowledgeFor({
      endpoint: env.graphqlUrl,
      timeoutMs: env.wordpressTimeoutMs,
    });
    const client = createWordPressClient({
      endpoint: env.graphqlUrl,
      tries: env.building ? 1 : undefined,
      budgetMs: env.wordpressTimeoutMs,
      schema,
    });
    backend = { env, client, now: Date.now, schema };
  }
  return backend;
}
