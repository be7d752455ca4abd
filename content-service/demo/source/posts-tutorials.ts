import { code, h2, ol, p, ul } from '../lib/blocks';
import { art } from './palette';
import type { PostSource } from './types';

export const TUTORIALS: PostSource[] = [
  {
    id: 190,
    slug: 'build-your-first-workflow',
    title: 'Build your first workflow in ten minutes',
    date: '2025-01-28 09:00:00',
    modified: '2025-04-02 15:20:00',
    author: 'jonas',
    categories: ['tutorials'],
    tags: ['studio'],
    excerpt: 'From an empty canvas to a scheduled workflow that emails you a daily summary.',
    image: {
      name: 'first-workflow',
      alt: 'Pale steps on a lavender gradient, for the first-workflow tutorial',
      art: art('lavender', 'steps', 190),
    },
    body: [
      p(
        'This tutorial builds a small but real workflow: every morning it reads yesterday’s orders from a spreadsheet, counts them and emails you a summary. You need a Lavanda workspace and about ten minutes.',
      ),
      h2('1. Create the workflow'),
      p(
        'In Studio, choose <em>New workflow</em> and name it <code>daily-orders-summary</code>. Names matter more than you think; see [[naming-conventions-for-workflows|our naming conventions]].',
      ),
      h2('2. Add the steps'),
      ol([
        'Add a <strong>Spreadsheet → Read rows</strong> step and point it at your orders sheet.',
        'Add a <strong>Filter</strong> step that keeps rows where the date is yesterday.',
        'Add a <strong>Summarise</strong> step that counts rows and sums the totals.',
        'Add an <strong>Email → Send</strong> step with the summary in the body.',
      ]),
      h2('3. Test and schedule'),
      p(
        'Press <em>Test run</em> to run the workflow once with real data. When the email arrives, open the trigger and set a schedule; [[schedule-workflows-with-cron|the cron tutorial]] explains the options.',
      ),
    ],
    seo: {
      title: 'Tutorial: your first Lavanda workflow %%sep%% %%sitename%%',
      metadesc:
        'Build, test and schedule a Lavanda workflow that emails a daily summary, in about ten minutes.',
      focuskw: 'first workflow',
    },
    pageOptions: { stickyHeader: false, prefooter: true },
    comments: [
      {
        id: 4,
        author: 'Lena Brandt',
        email: 'lena.brandt@example.com',
        date: '2025-01-29 07:50:00',
        content: 'Worked first time. The Summarise step was exactly what I was missing.',
        parent: 0,
      },
      {
        id: 5,
        author: 'Marko Petrič',
        email: 'marko.petric@example.org',
        date: '2025-02-03 16:22:00',
        content: 'Is there a way to send the summary only when there were orders?',
        parent: 0,
      },
      {
        id: 6,
        author: 'Jonas Feld',
        email: 'jonas.feld@lavanda.example',
        date: '2025-02-04 09:05:00',
        content:
          'Yes: add a Condition step before the email that checks the row count is above zero.',
        parent: 5,
        userId: 2,
      },
    ],
  },
  {
    id: 192,
    slug: 'schedule-workflows-with-cron',
    title: 'Scheduling workflows with cron expressions',
    date: '2025-03-25 10:00:00',
    author: 'jonas',
    categories: ['tutorials'],
    tags: ['scheduling', 'cloud'],
    excerpt: 'Five fields, a handful of symbols and the time zone setting that trips everyone up.',
    image: {
      name: 'cron-schedules',
      alt: 'Blue rings like a clock face, for the scheduling tutorial',
      art: art('sea', 'rings', 192),
    },
    body: [
      p(
        'Lavanda Cloud accepts schedules as cron expressions: five fields for minute, hour, day of month, month and day of week.',
      ),
      code(
        '# every weekday at 06:30\n30 6 * * 1-5\n\n# every 15 minutes during office hours\n*/15 8-17 * * 1-5',
      ),
      h2('Time zones'),
      p(
        'Schedules run in the workspace time zone unless the trigger says otherwise. If your team spans several zones, set the zone on each trigger explicitly.',
      ),
      h2('Avoiding pile-ups'),
      ul([
        'Do not schedule everything at the top of the hour; spread runs out.',
        'Turn on <em>skip if still running</em> for long workflows.',
        'Make steps safe to repeat; see [[retries-and-idempotency|retries and idempotency]].',
      ]),
    ],
  },
  {
    id: 194,
    slug: 'connect-to-postgresql',
    title: 'Connecting Lavanda to PostgreSQL',
    date: '2025-05-27 09:00:00',
    author: 'editor',
    categories: ['tutorials'],
    tags: ['postgresql', 'connect'],
    excerpt:
      'A read-only database user, a secret and a query step: the safe way to read production data.',
    image: {
      name: 'postgresql-connector',
      alt: 'Sea-blue gradient with white columns, for the PostgreSQL tutorial',
      art: art('sea', 'bars', 194),
    },
    body: [
      p(
        'Most workflows start with data that lives in a database. This tutorial connects Lavanda to PostgreSQL with the least privilege possible.',
      ),
      h2('Create a read-only user'),
      code(
        "CREATE ROLE lavanda_reader LOGIN PASSWORD 'choose-a-long-one';\nGRANT CONNECT ON DATABASE shop TO lavanda_reader;\nGRANT USAGE ON SCHEMA public TO lavanda_reader;\nGRANT SELECT ON ALL TABLES IN SCHEMA public TO lavanda_reader;",
      ),
      h2('Store the credentials'),
      p(
        'Save the connection string as a workspace secret named <code>SHOP_DB</code>. Never paste it into a step; [[managing-secrets|managing secrets]] explains why.',
      ),
      h2('Query'),
      p(
        'Add a <strong>PostgreSQL → Query</strong> step, choose the secret and write your query. Parameters are passed separately, so values are never pasted into SQL.',
      ),
    ],
  },
  {
    id: 196,
    slug: 'trigger-workflows-with-webhooks',
    title: 'Triggering workflows with webhooks',
    date: '2025-08-05 09:30:00',
    author: 'jonas',
    categories: ['tutorials'],
    tags: ['webhooks', 'api'],
    excerpt:
      'Start a workflow the moment something happens elsewhere, and verify that the call is genuine.',
    image: {
      name: 'webhooks',
      alt: 'Diagonal white stripes on a night-blue gradient, for the webhooks tutorial',
      art: art('night', 'stripes', 196),
    },
    body: [
      p(
        'Schedules are fine for reports, but many workflows should react to events: a new order, a form submission, a failed payment. Webhook triggers make that possible.',
      ),
      ol([
        'Add a <strong>Webhook</strong> trigger; Studio shows a unique URL.',
        'Copy the signing secret and configure the sending system.',
        'Send a test event and inspect the payload in the run log.',
      ]),
      h2('Verifying signatures'),
      p(
        'Every call carries a signature header. The trigger rejects calls whose signature does not match, so leave verification on unless you are testing locally.',
      ),
      code('X-Lavanda-Signature: t=1767225600,v1=5d41402abc4b2a76b9719d911017c592'),
      p('Webhooks are part of the [[public-api-v2-beta|API v2]] family of features.'),
    ],
  },
];
