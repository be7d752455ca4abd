import { h2, ol, p, quote, ul } from '../lib/blocks';
import { art } from './palette';
import type { PostSource } from './types';

export const COMPANY_POSTS: PostSource[] = [
  {
    id: 160,
    slug: 'welcome-to-the-lavanda-newsroom',
    title: 'Welcome to the Lavanda newsroom',
    date: '2025-01-08 09:00:00',
    author: 'editor',
    categories: ['news'],
    tags: ['community'],
    excerpt: 'Product news, guides and event announcements, all in one place from today.',
    image: {
      name: 'welcome-newsroom',
      alt: 'Soft lavender circles, the opening banner of the Lavanda newsroom',
      art: art('lavender', 'circles', 160),
    },
    body: [
      p(
        'Until today our announcements were spread over a mailing list, a changelog and the occasional social media post. From now on this newsroom is where we publish everything.',
      ),
      h2('What you will find here'),
      ul([
        '[[cat:product-updates|Product updates]] and detailed [[cat:release-notes|release notes]].',
        '[[cat:tutorials|Tutorials]] and [[cat:best-practices|best practices]] written by our engineers.',
        'News about the [[cat:company|company]] and the [[cat:events|events]] where you can meet us.',
      ]),
      p(
        'Every post can be followed through the RSS feed of its category. We hope you find something useful.',
      ),
    ],
  },
  {
    id: 162,
    slug: 'lavanda-opens-porto-office',
    title: 'Lavanda opens an office in Porto',
    date: '2025-02-25 10:00:00',
    author: 'jonas',
    categories: ['company'],
    tags: ['hiring'],
    excerpt:
      'Our second office brings us closer to customers in southern Europe, and we are hiring for it.',
    image: {
      name: 'porto-office',
      alt: 'Warm ember gradient with pale diamonds, for the new Porto office',
      art: art('ember', 'diamond', 162),
    },
    body: [
      p(
        'Lavanda started in Ljubljana in 2021 and, for four years, everyone who joined either lived there or worked remotely. As the team grew past sixty people, we wanted a second place where colleagues can meet.',
      ),
      p(
        'Our new office in Porto opens in April with room for twenty-five people. The first teams there will be customer support and platform engineering.',
      ),
      h2('Join us'),
      p(
        'We are hiring for several roles in Porto. See the [[/careers/open-positions/|open positions]] or read about [[/careers/|working at Lavanda]].',
      ),
    ],
  },
  {
    id: 164,
    slug: 'series-a-funding',
    title: 'We raised a Series A to grow Lavanda Cloud',
    date: '2025-05-20 08:00:00',
    author: 'editor',
    categories: ['company'],
    tags: ['cloud'],
    excerpt: 'New funding will go into regions, reliability and a larger support team.',
    image: {
      name: 'series-a',
      alt: 'Orange steps climbing on a dark violet gradient, for the Series A announcement',
      art: art('dusk', 'steps', 164),
    },
    body: [
      p(
        'Today we are announcing a Series A round led by a group of European investors who share our view that workflow automation should be understandable by the people who rely on it.',
      ),
      h2('Where the money goes'),
      ol([
        'More Lavanda Cloud regions, starting with [[cloud-eu-north-region|EU North]].',
        'A reliability team whose only job is to make runs boring.',
        'Support in more time zones, so help arrives within the hour.',
      ]),
      quote(
        'We do not plan to change what Lavanda is. We plan to make it dependable enough that nobody has to think about it.',
        'Ana Zupan, co-founder and CEO',
      ),
    ],
  },
  {
    id: 166,
    slug: 'sustainability-report-2024',
    title: 'Our first sustainability report',
    date: '2025-07-01 09:00:00',
    author: 'jonas',
    categories: ['company'],
    tags: ['sustainability'],
    image: {
      name: 'sustainability-2024',
      alt: 'Olive and light green rings, cover image of the sustainability report',
      art: art('olive', 'rings', 166),
    },
    body: [
      p(
        'Software has a footprint too: servers, offices, travel and the laptops we work on. Our first sustainability report measures ours for 2024.',
      ),
      h2('Key numbers'),
      ul([
        'Roughly two thirds of our emissions come from cloud computing.',
        'Business travel is second, mostly flights to conferences.',
        'Both offices run on renewable electricity.',
      ]),
      p(
        'Faster workflows use less energy, which is one more reason behind the [[cloud-runtime-2-4|cold start work in runtime 2.4]]. The full report is available on request.',
      ),
    ],
  },
  {
    id: 168,
    slug: 'hiring-platform-and-frontend-engineers',
    title: 'We are hiring platform and frontend engineers',
    date: '2025-09-09 09:00:00',
    author: 'editor',
    categories: ['company'],
    tags: ['hiring'],
    excerpt: 'Six open roles in Ljubljana, Porto or remote within Europe.',
    image: {
      name: 'hiring-engineers',
      alt: 'White stripes on a bright blue gradient, for our engineering job openings',
      art: art('sky', 'stripes', 168),
    },
    body: [
      p(
        'Studio 4 and the next generation of the Cloud runtime need more hands. We are looking for three platform engineers and three frontend engineers.',
      ),
      h2('What we offer'),
      ul([
        'A four-day week option after the first six months.',
        'A learning budget you actually get time to use.',
        'Two team weeks a year, in Ljubljana or Porto.',
      ]),
      p(
        'Read the details on the [[/careers/open-positions/|open positions page]]. We answer every application within ten working days.',
      ),
    ],
    pageOptions: { stickyHeader: true, prefooter: true },
  },
  {
    id: 170,
    slug: 'open-source-sponsorship',
    title: 'Giving back: our open-source sponsorship programme',
    date: '2025-11-25 10:00:00',
    author: 'jonas',
    categories: ['company'],
    tags: ['open-source', 'community'],
    image: {
      name: 'sponsorship-diamonds',
      alt: 'Berry-coloured diamonds, banner for the open-source sponsorship programme',
      art: art('berry', 'diamond', 170),
    },
    body: [
      p(
        'Lavanda is built on open-source software: a database, a web framework, a job queue and hundreds of libraries. From this quarter we set aside one percent of revenue to sponsor the projects we depend on most.',
      ),
      p(
        'Engineers vote each quarter on where the money goes. We publish the list of sponsored projects in the footer of this newsroom.',
      ),
    ],
  },
  {
    id: 172,
    slug: 'customer-story-greenline-logistics',
    title: 'How Greenline Logistics automated 400 weekly reports',
    date: '2026-03-10 09:00:00',
    author: 'editor',
    categories: ['company'],
    tags: ['customers', 'cloud'],
    excerpt:
      'A three-person data team replaced a wall of spreadsheets with forty Lavanda workflows.',
    image: {
      name: 'greenline-story',
      alt: 'Green columns of rising height, illustrating the Greenline customer story',
      art: art('forest', 'bars', 172),
    },
    body: [
      p(
        'Greenline Logistics, a fictional freight company we use in our demos, sends four hundred reports a week to depots, drivers and customers. Until last year, three analysts built them by hand every Monday.',
      ),
      h2('The approach'),
      ol([
        'Pull shipment data from the warehouse database with a [[connect-to-postgresql|PostgreSQL connector]].',
        'Render one report per depot and send it by email.',
        'Alert the team when a source table is late, instead of sending stale numbers.',
      ]),
      quote(
        'Mondays used to be report day. Now they are just Mondays.',
        'Head of data at Greenline',
      ),
    ],
  },
  {
    id: 174,
    slug: 'lavanda-turns-five',
    title: 'Lavanda turns five',
    date: '2026-07-07 12:00:00',
    author: 'editor',
    categories: ['company'],
    tags: ['community'],
    excerpt: 'Five years, two offices, one hundred colleagues and a lot of workflows.',
    image: {
      name: 'lavanda-five',
      alt: 'Bright violet and orange circles celebrating five years of Lavanda',
      art: art('dusk', 'circles', 174),
    },
    body: [
      p(
        'Five years ago, two engineers who were tired of debugging scheduled scripts at night started building the tool they wanted. Today, thousands of teams run their work on Lavanda.',
      ),
      h2('A few milestones'),
      ul([
        '2021: the first Studio prototype, built over a summer.',
        '2023: Lavanda Cloud runs its billionth step.',
        '2025: [[lavanda-opens-porto-office|the Porto office opens]].',
        '2026: [[studio-4-0-released|Studio 4.0]] moves into the browser.',
      ]),
      p(
        'Thank you to every customer, partner and colleague. You can read the longer version on our [[/about/our-story/|story page]].',
      ),
    ],
  },
  {
    id: 176,
    slug: 'iso-27001-certification',
    title: 'Lavanda achieves ISO/IEC 27001 certification',
    date: '2026-10-06 09:00:00',
    author: 'jonas',
    categories: ['company', 'product-updates'],
    tags: ['security'],
    excerpt:
      'An external audit confirmed our information security management for Studio and Cloud.',
    image: {
      name: 'iso-27001',
      alt: 'Slate gradient with concentric orange rings, for the security certification',
      art: art('slate', 'rings', 176),
    },
    body: [
      p(
        'After a year of preparation and a two-stage external audit, Lavanda is certified under ISO/IEC 27001 for the development and operation of Lavanda Studio and Lavanda Cloud.',
      ),
      p(
        'For customers this mostly confirms what the [[audit-log-every-plan|audit log]] and our [[managing-secrets|secrets guidance]] already show: security is part of everyday work here.',
      ),
      p(
        'The certificate and our security overview can be requested through the [[/contact/|contact page]].',
      ),
    ],
  },
];
