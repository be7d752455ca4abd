import { buttons, code, columns, h2, h3, p, quote, ul } from '../lib/blocks';
import { art } from './palette';
import type { PostSource } from './types';

export const PRODUCT_UPDATES: PostSource[] = [
  {
    id: 130,
    slug: 'connect-marketplace',
    title: 'Introducing the Connect marketplace',
    date: '2025-02-04 09:00:00',
    author: 'editor',
    categories: ['product-updates'],
    tags: ['connect', 'partners'],
    excerpt:
      'A place to find, share and sell connectors for Lavanda, with reviews and version history.',
    image: {
      name: 'marketplace-shelves',
      alt: 'Pale stripes on a green gradient, banner for the Connect marketplace',
      art: art('forest', 'stripes', 130),
    },
    body: [
      p(
        'Lavanda ships with more than two hundred connectors, but every company has a system we have never heard of. The Connect marketplace lets anyone publish a connector and lets everyone else install it in a click.',
      ),
      h2('For workflow builders'),
      ul([
        'Browse connectors by category, rating and maintainer.',
        'See the version history and what changed in each release.',
        'Install into a workspace; updates arrive after you approve them.',
      ]),
      h2('For connector authors'),
      p(
        'Publishing is free. Paid connectors are possible too; we keep a small share to cover payments and reviews. The author guide lives in the developer documentation.',
      ),
      p(
        'Curious what is already there? The [[connect-may-connector-pack|May connector pack]] shows a few of the first marketplace additions.',
      ),
    ],
  },
  {
    id: 132,
    slug: 'cloud-eu-north-region',
    title: 'Lavanda Cloud now runs in EU North',
    date: '2025-04-08 08:00:00',
    author: 'jonas',
    categories: ['product-updates'],
    tags: ['cloud'],
    excerpt: 'A new region in northern Europe, with data that never leaves the EU.',
    image: {
      name: 'cloud-eu-north',
      alt: 'Bright circles scattered on a night-blue gradient, like cities on a map',
      art: art('night', 'circles', 132),
    },
    body: [
      p(
        'Workspaces can now choose <strong>EU North</strong> as their home region. Workflows, run history and secrets stay inside the region, and backups are kept in a second data centre in the same country.',
      ),
      h2('Moving an existing workspace'),
      p(
        'Workspace owners find a <em>Region</em> section in the settings. A move takes a few minutes; scheduled runs that fall inside the move window are queued and run afterwards.',
      ),
      p(
        'For the full list of regions and their certifications, see the [[/products/cloud/|Lavanda Cloud page]].',
      ),
      h2('At a glance'),
      columns(
        [
          [h3('Where'), p('Two data centres in one Nordic country, 60 km apart.')],
          [h3('Latency'), p('Under 20 ms from Stockholm, Oslo and Helsinki.')],
          [h3('Certified'), p('ISO 27001 and SOC 2 Type II from the first day.')],
        ],
        'pale-cyan-blue',
      ),
      buttons([
        { text: 'Choose EU North', href: '[[/products/cloud/]]' },
        { text: 'All products', href: '[[/products/]]' },
      ]),
    ],
    seo: {
      title: 'New Lavanda Cloud region: EU North %%sep%% %%sitename%%',
      metadesc:
        'Lavanda Cloud workspaces can now live in the EU North region, with data kept inside the EU.',
      focuskw: 'eu north region',
    },
    pageOptions: { stickyHeader: false, prefooter: true },
  },
  {
    id: 134,
    slug: 'usage-based-pricing',
    title: 'A simpler, usage-based pricing model',
    date: '2025-06-10 09:30:00',
    author: 'editor',
    categories: ['product-updates'],
    tags: ['pricing', 'cloud'],
    excerpt: 'From July you pay for the run minutes you use, with a free allowance on every plan.',
    image: {
      name: 'run-minutes',
      alt: 'Columns of different heights on a sand gradient, suggesting monthly usage',
      art: art('sand', 'bars', 134),
    },
    body: [
      p(
        'Our old pricing counted workflows, connectors and seats, and almost nobody could predict their bill. From 1 July, Lavanda Cloud charges for one thing: run minutes.',
      ),
      ul([
        'Every plan includes a monthly allowance of free run minutes.',
        'Seats in Studio remain free for viewers and reviewers.',
        'Existing annual contracts keep their terms until renewal.',
      ]),
      p(
        'We also wrote a guide to [[predictable-cloud-costs|keeping costs predictable]], and the [[/products/pricing/|pricing page]] has a calculator.',
      ),
    ],
  },
  {
    id: 136,
    slug: 'audit-log-every-plan',
    title: 'Audit log is now available on every plan',
    date: '2025-08-19 10:00:00',
    author: 'jonas',
    categories: ['product-updates'],
    tags: ['security'],
    image: {
      name: 'audit-log',
      alt: 'Slate gradient with orange bars, like entries in a log',
      art: art('slate', 'bars', 136),
    },
    body: [
      p(
        'Knowing who changed what should not be a premium feature. The audit log, previously part of the Enterprise plan, is now included in every workspace.',
      ),
      h2('What is recorded'),
      ul([
        'Sign-ins, invitations and role changes.',
        'Deploys, rollbacks and changes to schedules.',
        'Access to secrets (never the secret values themselves).',
      ]),
      p(
        'Entries are kept for one year and can be exported as CSV or streamed to your own log system through the API.',
      ),
    ],
  },
  {
    id: 138,
    slug: 'public-api-v2-beta',
    title: 'Public API v2 enters beta',
    date: '2025-10-28 09:00:00',
    author: 'editor',
    categories: ['product-updates'],
    tags: ['api', 'webhooks'],
    excerpt:
      'A consistent, versioned API for workflows, runs and deploys. Try it and tell us what is missing.',
    image: {
      name: 'api-v2-beta',
      alt: 'Sky-blue gradient with white diamonds, banner for the API v2 beta',
      art: art('sky', 'diamond', 138),
    },
    body: [
      p(
        'The first Lavanda API grew one endpoint at a time and it shows. Version 2 starts from a clean design: resources with predictable names, cursor pagination everywhere and webhooks for every event.',
      ),
      code(
        'curl -H "Authorization: Bearer $LAVANDA_TOKEN" \\\n  https://api.lavanda.example/v2/workflows?limit=20',
      ),
      p(
        'During the beta, v1 keeps working unchanged. Beta endpoints may still change; every change is announced in the changelog a week in advance.',
      ),
      p(
        'Start with [[trigger-workflows-with-webhooks|our webhooks tutorial]] if you want to see events in action.',
      ),
    ],
  },
  {
    id: 140,
    slug: 'monitoring-dashboards',
    title: 'New monitoring dashboards in Lavanda Cloud',
    date: '2026-02-17 10:00:00',
    author: 'jonas',
    categories: ['product-updates'],
    tags: ['cloud', 'monitoring'],
    excerpt: 'Run times, failure rates and queue depth for every workflow, on one screen.',
    image: {
      name: 'health-charts',
      alt: 'Orange columns on a slate gradient, like a monitoring chart',
      art: art('slate', 'steps', 140),
    },
    body: [
      p(
        'The new <em>Health</em> tab shows how your workflows behave over time: how long runs take, how often they fail and how many runs are waiting.',
      ),
      h2('Highlights'),
      ul([
        'Compare any two weeks to spot slow drift.',
        'Pin the workflows you care about to the workspace home.',
        'Set thresholds and send alerts to a chat channel, as shown in [[send-alerts-to-team-chat|this tutorial]].',
      ]),
      p(
        'The dashboards follow the ideas in our [[observability-checklist|observability checklist]].',
      ),
    ],
  },
  {
    id: 142,
    slug: 'studio-accessibility-spring-2026',
    title: 'Studio accessibility: what we fixed this spring',
    date: '2026-06-23 09:00:00',
    author: 'editor',
    categories: ['product-updates'],
    tags: ['studio', 'accessibility'],
    excerpt: 'Screen reader support for the canvas, better contrast and a reduced-motion mode.',
    image: {
      name: 'studio-accessibility',
      alt: 'Lavender rings on a soft gradient, banner for the accessibility update',
      art: art('lavender', 'rings', 142),
    },
    body: [
      p(
        'In March we asked an external team of testers, several of them screen reader users, to build workflows in Studio for a week. Their findings shaped this release.',
      ),
      ul([
        'The canvas exposes steps and connections as a navigable tree to assistive technology.',
        'All text meets a 4.5:1 contrast ratio in both themes.',
        'A reduced-motion setting turns off canvas animations.',
        'Focus is never lost when a dialog closes.',
      ]),
      quote(
        'For the first time I could follow a workflow from trigger to last step without asking a colleague.',
        'One of our testers',
      ),
      p(
        'Accessibility work started with [[studio-3-1-keyboard-first-editing|keyboard-first editing]] and continues in every release.',
      ),
    ],
  },
  {
    id: 144,
    slug: 'public-api-v2-generally-available',
    title: 'Public API v2 is generally available',
    date: '2026-09-15 09:00:00',
    author: 'editor',
    categories: ['product-updates'],
    tags: ['api', 'release'],
    excerpt: 'After eleven months of beta, API v2 is stable. Version 1 will be retired in 2027.',
    image: {
      name: 'api-v2-ga',
      alt: 'White diamonds on a sky-blue gradient, banner for API v2 availability',
      art: art('sky', 'diamond', 144),
    },
    body: [
      p(
        'API v2 is out of beta. Thank you to the more than four hundred teams that tried it and sent feedback during the [[public-api-v2-beta|beta]].',
      ),
      h2('What changed since the beta'),
      ul([
        'Run logs can be streamed while a run is still going.',
        'Tokens can be limited to a single workflow.',
        'Rate limits are reported in response headers.',
      ]),
      h2('Retiring v1'),
      p(
        'Version 1 keeps working until 30 June 2027. The [[api-v2-quickstart|API v2 quickstart]] shows the new calls side by side with the old ones.',
      ),
    ],
    seo: {
      title: 'Lavanda API v2 is generally available %%sep%% %%sitename%%',
      metadesc:
        'The Lavanda public API v2 is stable: streaming run logs, scoped tokens and clear rate limits.',
      focuskw: 'lavanda api v2',
      canonical: 'https://developers.lavanda.example/changelog/api-v2-general-availability/',
    },
  },
];
