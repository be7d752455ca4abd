import { code, h2, h3, p, ul } from '../lib/blocks';
import { art } from './palette';
import type { PostSource } from './types';

export const RELEASE_NOTES: PostSource[] = [
  {
    id: 100,
    slug: 'studio-3-0-released',
    title: 'Lavanda Studio 3.0 is here',
    date: '2025-01-21 09:30:00',
    author: 'editor',
    categories: ['release-notes'],
    tags: ['studio', 'release'],
    excerpt:
      'Studio 3.0 rebuilds the canvas from the ground up: faster rendering, grouped steps and a new inspector panel.',
    image: {
      name: 'studio-3-0',
      alt: 'Orange and violet gradient with stacked steps, banner for the Studio 3.0 release',
      art: art('dusk', 'steps', 100),
    },
    body: [
      p(
        'Studio 3.0 is the biggest release of our visual workflow editor since the first public beta. We rewrote the canvas, moved every setting into a single inspector and made large workflows feel small again.',
      ),
      h2('What is new'),
      ul([
        '<strong>A faster canvas.</strong> Workflows with several hundred steps now open in under a second.',
        '<strong>Step groups.</strong> Fold related steps into a named group and collapse it when you do not need the detail.',
        '<strong>The inspector.</strong> Inputs, outputs, retries and notes of the selected step live in one panel on the right.',
        '<strong>Dark mode</strong>, finally.',
      ]),
      h2('Upgrading'),
      p(
        'Studio updates itself the next time you open it. Workflows saved with Studio 2 open without changes; the first save converts them to the new format, so keep a copy if colleagues are still on the old version.',
      ),
      p(
        'New to Studio? Start with [[build-your-first-workflow|our ten-minute tutorial]] or read more on the [[/products/studio/|Studio product page]].',
      ),
    ],
    seo: {
      title: 'Studio 3.0 release notes %%sep%% %%sitename%%',
      metadesc:
        'Lavanda Studio 3.0: a rebuilt canvas, step groups, a single inspector panel and dark mode.',
      focuskw: 'studio 3.0',
    },
  },
  {
    id: 102,
    slug: 'studio-3-1-keyboard-first-editing',
    title: 'Studio 3.1: keyboard-first editing',
    date: '2025-03-11 10:00:00',
    author: 'jonas',
    categories: ['release-notes'],
    tags: ['studio', 'release', 'accessibility'],
    excerpt:
      'Every action in the Studio canvas now has a keyboard shortcut, and the command palette learned to search steps.',
    image: {
      name: 'studio-3-1',
      alt: 'Pale diamonds on a lavender gradient, banner for Studio 3.1',
      art: art('lavender', 'diamond', 102),
    },
    body: [
      p(
        'Many of you build workflows all day, and reaching for the mouse for every connection slows you down. Studio 3.1 makes the keyboard a first-class way to edit.',
      ),
      h2('Highlights'),
      ul([
        'Press <code>/</code> anywhere to open the command palette; it now finds steps, groups and settings.',
        'Arrow keys move the selection along connections; <code>Enter</code> opens the inspector.',
        'Press <code>?</code> to see every shortcut on one sheet.',
      ]),
      h3('Fixes'),
      ul([
        'Copying a group between two workflows keeps the notes attached to its steps.',
        'Zooming with a trackpad no longer jumps on high-resolution screens.',
      ]),
      p('Full details are in the changelog inside Studio under <em>Help → What is new</em>.'),
    ],
  },
  {
    id: 104,
    slug: 'connect-may-connector-pack',
    title: 'Connect: twelve new connectors in the May pack',
    date: '2025-05-06 08:45:00',
    author: 'editor',
    categories: ['release-notes'],
    tags: ['connect', 'release'],
    image: {
      name: 'connect-may-pack',
      alt: 'Green diagonal stripes, banner for the May connector pack',
      art: art('forest', 'stripes', 104),
    },
    body: [
      p(
        'The May pack for Lavanda Connect adds twelve connectors, most of them requested through the feedback button in Studio. Thank you for the votes.',
      ),
      h2('New connectors'),
      ul([
        'Object storage: three S3-compatible providers and a generic SFTP reader.',
        'Spreadsheets: read and append rows in two popular online spreadsheet tools.',
        'Messaging: a generic SMTP sender and an incoming email trigger.',
        'Databases: MariaDB and a read-only connector for columnar warehouses.',
      ]),
      p(
        'All connectors appear in the Studio step library after a restart. If you maintain your own connectors, the [[connect-marketplace|Connect marketplace]] is the place to publish them.',
      ),
    ],
  },
  {
    id: 106,
    slug: 'cloud-runtime-2-4',
    title: 'Cloud runtime 2.4: faster cold starts',
    date: '2025-07-15 11:15:00',
    author: 'jonas',
    categories: ['release-notes'],
    tags: ['cloud', 'performance', 'release'],
    excerpt:
      'Workflows that run once an hour now start in a third of the time, thanks to snapshot-based workers.',
    image: {
      name: 'runtime-snapshots',
      alt: 'Blue rings spreading from the centre, banner for Cloud runtime 2.4',
      art: art('sea', 'rings', 106),
    },
    body: [
      p(
        'Runtime 2.4 is rolling out to all Lavanda Cloud regions this week. The headline change is how workers start: instead of installing connectors on every cold start, the runtime now restores a prepared snapshot.',
      ),
      h2('What you will notice'),
      ul([
        'Median cold start down from 2.1 s to 0.7 s in our measurements.',
        'Fewer timeouts for workflows with many connectors.',
        'Run logs show a new <em>restored from snapshot</em> line.',
      ]),
      h2('Do I need to change anything?'),
      p(
        'No. Snapshots are built automatically when you deploy. If you pin connector versions, a new snapshot is built the first time a pinned version changes. Our guide to [[five-habits-fast-workflows|keeping workflows fast]] has more ideas for trimming run time.',
      ),
    ],
  },
  {
    id: 108,
    slug: 'studio-3-2-branching',
    title: 'Studio 3.2 brings branches and merge previews',
    date: '2025-09-23 09:00:00',
    author: 'editor',
    categories: ['release-notes'],
    tags: ['studio', 'release'],
    excerpt:
      'Work on a copy of a workflow, compare it with the original and merge when you are ready.',
    image: {
      name: 'studio-3-2',
      alt: 'Berry-coloured circles overlapping, banner for Studio 3.2',
      art: art('berry', 'circles', 108),
    },
    body: [
      p(
        'Until now, changing a workflow that runs in production meant editing it in place or duplicating it by hand. Studio 3.2 adds branches: a named copy of a workflow that remembers where it came from.',
      ),
      h2('How branches work'),
      ul([
        'Create a branch from the workflow menu. The original keeps running untouched.',
        'Edit the branch freely and test it with sample data.',
        'Open <em>Compare</em> to see added, removed and changed steps side by side.',
        'Merge, and the original is updated in one step.',
      ]),
      p(
        'Branches pair well with a review habit; we wrote about that in [[reviewing-workflow-changes|how to review workflow changes as a team]].',
      ),
    ],
  },
  {
    id: 110,
    slug: 'studio-4-0-released',
    title: 'Lavanda Studio 4.0: one editor for every team',
    date: '2026-01-20 09:00:00',
    modified: '2026-01-22 14:10:00',
    author: 'editor',
    categories: ['release-notes', 'product-updates'],
    tags: ['studio', 'release', 'cloud'],
    sticky: true,
    excerpt:
      'Studio 4.0 runs in the browser, shares workflows in real time and deploys straight to Lavanda Cloud.',
    image: {
      name: 'studio-4-0',
      alt: 'Bold violet and orange circles, banner for the Studio 4.0 launch',
      art: art('dusk', 'circles', 110),
    },
    body: [
      p(
        'Today we are releasing Lavanda Studio 4.0. It is the same editor you know, now running in any modern browser, with colleagues editing alongside you and a deploy button that sends your work straight to [[/products/cloud/|Lavanda Cloud]].',
      ),
      h2('Three big changes'),
      h3('Studio in the browser'),
      p(
        'There is nothing to install. Open your workspace address and start editing. The desktop app stays available for teams that prefer it and receives the same features.',
      ),
      h3('Real-time collaboration'),
      p(
        'See who else is in a workflow, follow their cursor and leave comments on steps. Edits merge as you type; the [[studio-3-2-branching|branches introduced in 3.2]] are still there for larger changes.',
      ),
      h3('One-click deploy'),
      p(
        'Deploying used to mean exporting a bundle and uploading it. Now Studio checks the workflow, shows what will change and deploys in one step.',
      ),
      h2('Availability'),
      p(
        'Studio 4.0 is available on every plan today. See the [[/products/pricing/|pricing page]] for seat limits, or [[/contact/|talk to us]] about a guided migration.',
      ),
    ],
    seo: {
      title: 'Lavanda Studio 4.0 %%sep%% %%sitename%%',
      metadesc:
        'Studio 4.0 runs in the browser, supports real-time collaboration and deploys to Lavanda Cloud in one click.',
      focuskw: 'lavanda studio 4.0',
      opengraphTitle: 'Lavanda Studio 4.0 is out',
      opengraphDescription: 'The workflow editor, now in your browser and built for teams.',
      twitterTitle: 'Lavanda Studio 4.0 is out',
      twitterDescription: 'Browser-based, collaborative, one-click deploys.',
      twitterImage: 111,
      primaryCategory: 'release-notes',
    },
    pageOptions: { stickyHeader: true, prefooter: true },
    comments: [
      {
        id: 1,
        author: 'Tina Horvat',
        email: 'tina.horvat@example.org',
        date: '2026-01-20 13:05:00',
        content:
          'Collaboration was the one thing our team kept asking for. Trying it this afternoon!',
        parent: 0,
      },
      {
        id: 2,
        author: 'Paul Okafor',
        email: 'paul.okafor@example.net',
        url: 'https://paul.example.net',
        date: '2026-01-21 08:40:00',
        content: 'Does the desktop app get real-time editing too, or only the browser version?',
        parent: 0,
      },
      {
        id: 3,
        author: 'Mira Kos',
        email: 'editor@lavanda.example',
        date: '2026-01-21 10:15:00',
        content:
          'Both do. The desktop app and the browser share the same editing engine, so you can even mix them in one session.',
        parent: 2,
        userId: 1,
      },
    ],
  },
  {
    id: 112,
    slug: 'connect-spring-pack-2026',
    title: 'Connect spring pack: ERP, CRM and more',
    date: '2026-05-12 10:30:00',
    author: 'jonas',
    categories: ['release-notes'],
    tags: ['connect', 'partners', 'release'],
    excerpt:
      'Nine connectors for business systems, two of them built by partners from the Connect marketplace.',
    image: {
      name: 'connect-spring-2026',
      alt: 'Mint-green steps rising to the right, banner for the spring connector pack',
      art: art('mint', 'steps', 112),
    },
    body: [
      p(
        'Spring brings nine connectors focused on the business systems our customers run every day: two ERP suites, three CRMs, a ticketing tool and three accounting packages.',
      ),
      p(
        'Two of the connectors come from partners who publish through the [[connect-marketplace|marketplace]]. They are reviewed and supported like our own.',
      ),
      h2('Trying them out'),
      p(
        'Add a connector step in Studio and search for the system by name. Connectors that need credentials will ask for a secret; read [[managing-secrets|our advice on managing secrets]] first.',
      ),
      code('lavanda connectors list --new-since 2026-05-01'),
    ],
  },
];
