import { code, h2, ol, p, ul } from '../lib/blocks';
import { art } from './palette';
import type { PostSource } from './types';

/** Tutorials for running workflows in production: testing, deploying, alerting, the API. */
export const TUTORIALS_PRODUCTION: PostSource[] = [
  {
    id: 198,
    slug: 'test-workflows-locally',
    title: 'Testing workflows locally before you deploy',
    date: '2025-10-14 10:00:00',
    author: 'editor',
    categories: ['tutorials'],
    tags: ['studio'],
    image: {
      name: 'local-testing',
      alt: 'Mint gradient with dark diamonds, for the local testing tutorial',
      art: art('mint', 'diamond', 198),
    },
    body: [
      p(
        'A test run against production data is convenient but risky. The Lavanda command-line tool runs a workflow on your machine with recorded or sample inputs.',
      ),
      code('lavanda run daily-orders-summary --input fixtures/orders.json --dry-run'),
      p(
        'With <code>--dry-run</code>, steps that send email, write to databases or call webhooks only print what they would do.',
      ),
      h2('Recording fixtures'),
      p(
        'Open a past run in Studio and choose <em>Save inputs as fixture</em>. The file can be committed next to the workflow if you [[deploy-workflows-from-git|deploy from Git]].',
      ),
    ],
  },
  {
    id: 200,
    slug: 'deploy-workflows-from-git',
    title: 'Deploying workflows from a Git repository',
    date: '2026-01-13 09:00:00',
    author: 'jonas',
    categories: ['tutorials'],
    tags: ['cloud', 'studio'],
    excerpt: 'Keep workflows next to your code and deploy them with every merge.',
    image: {
      name: 'deploy-from-git',
      alt: 'Orange columns on an ember gradient, for the Git deploy tutorial',
      art: art('ember', 'bars', 200),
    },
    body: [
      p(
        'Studio can save workflows as plain files. Put them in a repository and your normal review process applies to automation as well.',
      ),
      code(
        'lavanda export --workspace acme --out workflows/\ngit add workflows && git commit -m "Add workflows"',
      ),
      h2('Deploy on merge'),
      p(
        'Add a step to your CI pipeline that runs <code>lavanda deploy workflows/</code> with a deploy token. The command shows a plan and fails if a workflow does not validate.',
      ),
      p(
        'Pair this with [[reviewing-workflow-changes|a review checklist]] and [[test-workflows-locally|local tests]].',
      ),
    ],
  },
  {
    id: 202,
    slug: 'send-alerts-to-team-chat',
    title: 'Sending workflow alerts to a team chat channel',
    date: '2026-04-14 10:30:00',
    author: 'editor',
    categories: ['tutorials'],
    tags: ['monitoring', 'webhooks'],
    excerpt: 'Tell the right people when a workflow fails, without flooding the channel.',
    image: {
      name: 'chat-alerts',
      alt: 'Berry-coloured steps on a pink gradient, for the chat alerts tutorial',
      art: art('berry', 'steps', 202),
    },
    body: [
      p(
        'An alert nobody reads is worse than no alert. This tutorial sends failures to a chat channel with enough context to act.',
      ),
      ol([
        'In the workspace settings, add an <em>Incoming webhook</em> destination with your chat tool’s URL.',
        'On the [[monitoring-dashboards|Health tab]], create a rule: failure rate above 5 % over one hour.',
        'Choose the destination and a message template that includes the workflow name and a link to the failed run.',
      ]),
      h2('Keep it quiet'),
      ul([
        'Group repeated failures into one message per hour.',
        'Send recoveries too, so people know when to stop looking.',
      ]),
    ],
  },
  {
    id: 204,
    slug: 'api-v2-quickstart',
    title: 'Quickstart: automating Lavanda with API v2',
    date: '2026-08-18 09:00:00',
    author: 'jonas',
    categories: ['tutorials'],
    tags: ['api'],
    excerpt: 'Create a token, list workflows, start a run and follow its log, in four calls.',
    image: {
      name: 'api-quickstart-banner',
      alt: 'Sky-blue gradient with white circles, for the API quickstart',
      art: art('sky', 'circles', 204),
    },
    body: [
      p(
        'This quickstart uses plain <code>curl</code>, so it works from any terminal. Create a token under <em>Settings → API tokens</em> first and export it as <code>LAVANDA_TOKEN</code>.',
      ),
      code(
        'curl -s -H "Authorization: Bearer $LAVANDA_TOKEN" https://api.lavanda.example/v2/workflows\n\ncurl -s -X POST -H "Authorization: Bearer $LAVANDA_TOKEN" \\\n  https://api.lavanda.example/v2/workflows/daily-orders-summary/runs',
      ),
      p(
        'The second call returns a run id. Follow its log with <code>GET /v2/runs/{id}/log?follow=true</code>.',
      ),
      p(
        'See the announcement of [[public-api-v2-generally-available|API v2 general availability]] for what changed from v1.',
      ),
    ],
  },
];
