import { createWordPressClient } from '../client/graphql-client';
import { siteEnv } from '../config/site-env';
import { WordPressHealthDocument } from '../generated/graphql';
import { type Backend, defaultBackend } from './backend';

/** A health check answers quickly: one try, 3 s at most (a load balancer asks often). */
const HEALTH_BUDGET_MS = 3_000;

let healthBackend: Backend | undefined;

function backendForHealth(): Backend {
  healthBackend ??= {
    ...defaultBackend(),
    client: createWordPressClient({
      endpoint: siteEnv().graphqlUrl,
      tries: 1,
      budgetMs: HEALTH_BUDGET_MS,
    }),
  };
  return healthBackend;
}

/** Whether WordPress answers its GraphQL endpoint now (one small query). */
export async function wordpressAnswers(backend: Backend = backendForHealth()): Promise<boolean> {
  try {
    const answer = await backend.client(WordPressHealthDocument, {});
    return answer.generalSettings !== null && answer.generalSettings !== undefined;
  } catch {
    return false;
  }
}
