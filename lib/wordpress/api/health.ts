import type { CapabilityHealth } from '../../health/health-handler';
import { CAPABILITIES, describeGaps } from '../capabilities/named-capabilities';
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

/**
 * What this WordPress has of what the site reads through plugins (the schema as last learned,
 * capabilities/schema-knowledge.ts), or null before WordPress has answered once.
 */
export async function wordpressCapabilities(
  backend: Backend = defaultBackend(),
): Promise<CapabilityHealth | null> {
  if (!backend.schema) return null;
  const snapshot = await backend.schema.current();
  if (snapshot.learnedAt === null) return null;
  const { missing } = describeGaps(snapshot.gaps);
  return {
    capabilities: Object.fromEntries(
      CAPABILITIES.map((capability) => {
        const gone = missing.includes(capability);
        return [
          capability.id,
          gone ? { present: false, without: capability.without } : { present: true },
        ];
      }),
    ),
    refused: [...snapshot.unexplained.map((error) => error.message), ...snapshot.refusals],
  };
}
