import { code, h2, ol, p, quote, ul } from '../lib/blocks';
import { art } from './palette';
import type { PostSource } from './types';

export const BEST_PRACTICES: PostSource[] = [
  {
    id: 220,
    slug: 'naming-conventions-for-workflows',
    title: 'Naming conventions that scale to hundreds of workflows',
    date: '2025-02-11 09:00:00',
    author: 'editor',
    categories: ['best-practices'],
    tags: ['studio'],
    excerpt: 'A name should tell you what a workflow does, who owns it and how often it runs.',
    image: {
      name: 'naming-conventions',
      alt: 'Sand-coloured gradient with violet stripes, for the naming conventions guide',
      art: art('sand', 'stripes', 220),
    },
    body: [
      p(
        'Ten workflows can be called anything. Three hundred cannot. These are the conventions our customers with the largest workspaces settled on.',
      ),
      h2('The pattern'),
      code(
        '<team>-<subject>-<action>[-<frequency>]\n\nfinance-invoices-export-daily\nsupport-tickets-escalate\nops-backups-verify-weekly',
      ),
      ul([
        'Lowercase words separated by hyphens, so names work in URLs and on the command line.',
        'Start with the owning team, so the list sorts by owner.',
        'Use a verb for the action: <em>export</em>, <em>sync</em>, <em>notify</em>.',
      ]),
      p(
        'Steps deserve names too. “Filter 3” tells a reviewer nothing; “Keep orders from yesterday” tells them everything.',
      ),
    ],
  },
  {
    id: 222,
    slug: 'retries-and-idempotency',
    title: 'Retries and idempotency: designing steps that can run twice',
    date: '2025-04-22 09:00:00',
    author: 'jonas',
    categories: ['best-practices'],
    tags: ['performance', 'api'],
    excerpt: 'Networks fail. Steps that are safe to repeat turn a failure into a short delay.',
    image: {
      name: 'retries-idempotency',
      alt: 'Repeating rings on a forest-green gradient, for the retries guide',
      art: art('forest', 'rings', 222),
    },
    body: [
      p(
        'Lavanda retries a failed step three times by default. That is only safe if running the step twice has the same effect as running it once.',
      ),
      h2('Make writes idempotent'),
      ul([
        'Use an <em>upsert</em> with a natural key instead of a plain insert.',
        'Send an idempotency key with payment and messaging APIs; Lavanda provides <code>run.id</code> and <code>step.attempt</code> for this.',
        'Write files to a name derived from the run, not the clock.',
      ]),
      h2('Tune the retry policy'),
      ol([
        'Retry quickly for timeouts and rate limits.',
        'Do not retry validation errors; fail fast and alert.',
        'Cap the total retry time so runs do not overlap the next schedule.',
      ]),
    ],
    comments: [
      {
        id: 7,
        author: 'Sara Lindqvist',
        email: 'sara.lindqvist@example.com',
        date: '2025-04-23 11:30:00',
        content:
          'The tip about deriving file names from the run id saved us from a lot of duplicate exports. Thanks!',
        parent: 0,
      },
    ],
  },
  {
    id: 224,
    slug: 'managing-secrets',
    title: 'Managing secrets without leaking them',
    date: '2025-06-24 10:00:00',
    author: 'editor',
    categories: ['best-practices'],
    tags: ['security'],
    excerpt: 'Where secrets belong, who should see them and what to do when one escapes.',
    image: {
      name: 'secrets-vault',
      alt: 'Dark night gradient with golden diamonds, for the secrets guide',
      art: art('night', 'diamond', 224),
    },
    body: [
      p(
        'Passwords, tokens and keys end up in surprising places: step settings, exported files, screenshots in tickets. A few rules keep them where they belong.',
      ),
      h2('Rules we follow ourselves'),
      ol([
        'Secrets live in the workspace vault and nowhere else.',
        'Steps reference secrets by name; values never appear in logs.',
        'Each secret has an owner and an expiry date.',
        'Access to secrets is recorded in the [[audit-log-every-plan|audit log]].',
      ]),
      h2('When a secret leaks'),
      p(
        'Rotate first, investigate second. Lavanda lets you replace a secret’s value without touching the workflows that use it.',
      ),
      quote('The best time to plan a rotation is before you need one.', 'Lavanda security team'),
    ],
    seo: {
      title: 'Managing secrets in workflows %%sep%% %%sitename%%',
      metadesc:
        'Practical rules for storing, sharing and rotating secrets used by automated workflows.',
      focuskw: 'workflow secrets',
      nofollow: true,
    },
  },
  {
    id: 226,
    slug: 'five-habits-fast-workflows',
    title: 'Five habits that keep workflows fast',
    date: '2025-09-30 09:00:00',
    author: 'jonas',
    categories: ['best-practices'],
    tags: ['performance'],
    image: {
      name: 'fast-workflows',
      alt: 'Orange bars of falling height on a dusk gradient, for the performance guide',
      art: art('dusk', 'bars', 226),
    },
    body: [
      p(
        'Slow workflows are rarely slow because of one thing. They collect small costs. These five habits remove most of them.',
      ),
      ol([
        '<strong>Filter at the source.</strong> Ask the database for yesterday’s rows rather than downloading everything.',
        '<strong>Batch calls.</strong> One request with a hundred records beats a hundred requests.',
        '<strong>Run independent branches in parallel.</strong> Studio shows which steps can.',
        '<strong>Cache lookups</strong> that do not change during a run.',
        '<strong>Pin connector versions</strong> so snapshots are reused, as described in the [[cloud-runtime-2-4|runtime 2.4 notes]].',
      ]),
    ],
  },
  {
    id: 228,
    slug: 'reviewing-workflow-changes',
    title: 'How to review workflow changes as a team',
    date: '2025-12-09 10:00:00',
    author: 'editor',
    categories: ['best-practices'],
    tags: ['studio'],
    excerpt: 'A short checklist for the person who approves a change to a production workflow.',
    image: {
      name: 'reviewing-changes',
      alt: 'Overlapping pale circles on a mint gradient, for the review guide',
      art: art('mint', 'circles', 228),
    },
    body: [
      p(
        'Workflows are code, even when they are drawn. Changes deserve a second pair of eyes, especially for workflows that send messages or move money.',
      ),
      h2('The reviewer’s checklist'),
      ul([
        'Open the comparison view of the [[studio-3-2-branching|branch]] and read every changed step.',
        'Check the trigger: did the schedule or webhook change?',
        'Look for new secrets or connectors.',
        'Ask for a test run with recorded inputs.',
      ]),
      p(
        'If your workflows live in Git, the same checklist works for pull requests; see [[deploy-workflows-from-git|deploying from Git]].',
      ),
    ],
  },
  {
    id: 230,
    slug: 'predictable-cloud-costs',
    title: 'Keeping Lavanda Cloud costs predictable',
    date: '2026-03-24 09:00:00',
    author: 'jonas',
    categories: ['best-practices'],
    tags: ['pricing', 'cloud'],
    excerpt: 'Budgets, alerts and the three workflows that usually cost the most.',
    image: {
      name: 'predictable-costs',
      alt: 'Gentle steps on an olive gradient, for the cost control guide',
      art: art('olive', 'steps', 230),
    },
    body: [
      p(
        'With [[usage-based-pricing|usage-based pricing]] you pay for run minutes. Most surprises come from a few workflows, and they are easy to find.',
      ),
      h2('Set a budget'),
      p(
        'Workspace owners can set a monthly budget with alerts at 50, 80 and 100 percent. Nothing stops when the budget is reached; you decide what happens.',
      ),
      h2('Usual suspects'),
      ol([
        'Workflows polling every minute for changes that happen once a day; use a [[trigger-workflows-with-webhooks|webhook]] instead.',
        'Retries with no cap on total time.',
        'Large file transfers that could run in the source system.',
      ]),
    ],
  },
  {
    id: 232,
    slug: 'observability-checklist',
    title: 'An observability checklist for production workflows',
    date: '2026-06-09 09:00:00',
    author: 'editor',
    categories: ['best-practices'],
    tags: ['monitoring'],
    excerpt: 'Six questions to answer before a workflow goes live.',
    image: {
      name: 'observability-list',
      alt: 'Sea-blue gradient with pale columns, for the observability checklist',
      art: art('sea', 'steps', 232),
    },
    body: [
      p(
        'When a workflow fails at three in the morning, what you wrote down before launch decides how long the night will be.',
      ),
      ol([
        'Who is alerted, and through which channel?',
        'What does a normal run look like: duration, volume, output?',
        'Which upstream systems can make it fail?',
        'Can it be re-run safely for a past date?',
        'Where is the runbook?',
        'Who owns it when its author is on holiday?',
      ]),
      p(
        'The [[monitoring-dashboards|Health dashboards]] answer the second question for you. We discussed the rest in the [[webinar-observability-recording|observability webinar]].',
      ),
    ],
  },
];
