import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  type RunningContentService,
  demoSource,
  startContentService,
} from '../../../tests/e2e/support/content-services';
import { createWordPressClient } from '../client/graphql-client';
import { parseSiteEnv } from '../config/site-env';
import { wordpressAnswers } from './health';

let service: RunningContentService;

beforeAll(async () => {
  service = await startContentService(demoSource);
});

afterAll(() => service.close());

function backendAt(url: string) {
  const env = parseSiteEnv({ NEXT_PUBLIC_WORDPRESS_URL: url });
  return {
    env,
    now: Date.now,
    client: createWordPressClient({ endpoint: env.graphqlUrl, tries: 1, budgetMs: 2_000 }),
  };
}

it('says whether WordPress answers its GraphQL endpoint', async () => {
  expect(await wordpressAnswers(backendAt(service.url))).toBe(true);
  // A port nothing listens on.
  expect(await wordpressAnswers(backendAt('http://127.0.0.1:9'))).toBe(false);
});
