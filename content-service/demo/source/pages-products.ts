import { p } from '../lib/blocks';
import type { PageSource } from './types';

const PRODUCTS: PageSource = {
  id: 40,
  slug: 'products',
  title: 'Products',
  parent: '',
  date: '2025-01-08 09:00:00',
  author: 'editor',
  menuOrder: 1,
  body: [p('An overview of Lavanda Studio, Lavanda Cloud and Lavanda Connect.')],
  layouts: [
    {
      layout: 'page_hero',
      title: 'Everything you need to automate with confidence',
      content: '<p>Three products that work together, or on their own.</p>',
      image: 18,
      ctas: [
        { title: 'Compare plans', url: '/products/pricing/', target: '' },
        { title: 'Talk to sales', url: '/contact/', target: '' },
      ],
    },
    {
      layout: 'product_cards',
      title: 'Pick your starting point',
      cards: [
        {
          title: 'Studio',
          text: 'Design and test workflows visually.',
          image: 7,
          link: { title: 'Studio in detail', url: '/products/studio/', target: '' },
        },
        {
          title: 'Cloud',
          text: 'Run them on schedule, at any scale.',
          image: 8,
          link: { title: 'Cloud in detail', url: '/products/cloud/', target: '' },
        },
        {
          title: 'Connect',
          text: 'Reach every system your team uses.',
          image: 9,
          link: { title: 'Connect in detail', url: '/products/connect/', target: '' },
        },
      ],
    },
    {
      layout: 'two_column',
      leftColumn:
        '<h3>Built for teams</h3><p>Roles, reviews, branches and an audit log on every plan. Everyone can see what runs and why.</p>',
      rightColumn:
        '<h3>Built for production</h3><p>Retries, idempotency keys, alerts and regions in Europe. Read our [[retries-and-idempotency|guide to retries]].</p>',
    },
    {
      layout: 'iframe',
      title: 'Product walkthrough',
      iframeUrl: 'https://www.youtube-nocookie.com/embed/Lv4nDaDem0s',
      height: 480,
    },
    {
      layout: 'pre_footer',
      title: 'Not sure where to start?',
      content: 'Our team will help you map your first workflows in a free thirty-minute call.',
      link: { title: 'Book a call', url: '/contact/', target: '' },
    },
  ],
  pageOptions: { stickyHeader: true, prefooter: false },
  seo: {
    title: 'Products %%sep%% %%sitename%%',
    metadesc:
      'Lavanda Studio, Lavanda Cloud and Lavanda Connect: the workflow platform in three parts.',
    focuskw: 'lavanda products',
  },
};

const STUDIO: PageSource = {
  id: 42,
  slug: 'studio',
  title: 'Lavanda Studio',
  parent: '/products/',
  date: '2025-01-08 09:30:00',
  modified: '2026-01-20 09:05:00',
  author: 'editor',
  menuOrder: 0,
  body: [p('Lavanda Studio is the visual editor for designing and testing workflows.')],
  layouts: [
    {
      layout: 'page_hero',
      title: 'Lavanda Studio',
      content:
        '<p>Draw the workflow you have in your head. Studio turns it into something that runs.</p>',
      image: 15,
      ctas: [{ title: 'What is new in Studio 4.0', url: 'studio-4-0-released', target: '' }],
    },
    {
      layout: 'duplex',
      title: 'Edit together, in real time',
      content:
        '<p>See who is editing, follow their cursor and comment on steps. Larger changes get their own branch and a side-by-side comparison.</p>',
      image: 15,
      link: { title: 'Reviewing changes as a team', url: 'reviewing-workflow-changes', target: '' },
      reverse: true,
    },
    {
      layout: 'vidyard_video',
      uuid: 'Zc3Nf8TyQe1LwR6vXk4Pm2',
      title: 'Building a workflow in Studio, start to finish',
    },
    {
      layout: 'marketo_form',
      title: 'Get a guided Studio demo',
      formId: '2187',
      description:
        'Tell us what you want to automate.\nA product specialist will show you how in a thirty-minute call.',
    },
  ],
  pageOptions: { stickyHeader: false, prefooter: true },
};

const CLOUD: PageSource = {
  id: 44,
  slug: 'cloud',
  title: 'Lavanda Cloud',
  parent: '/products/',
  date: '2025-01-08 09:40:00',
  author: 'jonas',
  menuOrder: 1,
  body: [p('Lavanda Cloud is the managed runtime for workflows built in Studio.')],
  layouts: [
    {
      layout: 'page_hero',
      title: 'Lavanda Cloud',
      content:
        '<p>Schedules, webhooks, retries and monitoring, run for you in European regions.</p>',
      image: 16,
      ctas: [
        { title: 'Regions', url: 'cloud-eu-north-region', target: '' },
        { title: 'Pricing', url: '/products/pricing/', target: '' },
      ],
    },
    {
      layout: 'diamond_duplex',
      title: 'Runs that stay boring',
      content:
        '<p>Snapshot-based workers start in well under a second, retries follow your policy and every run leaves a complete log.</p>',
      image: 16,
      imagePosition: 'left',
    },
    {
      layout: 'iframe',
      title: 'Webinar recording: observability for workflows',
      iframeUrl: 'https://player.vimeo.com/video/907114233',
      height: 405,
    },
    {
      layout: 'single',
      title: 'Security and compliance',
      content:
        '<p>Lavanda Cloud is certified under ISO/IEC 27001. Data stays in the region you choose, and every access to secrets is recorded. Read the [[iso-27001-certification|certification news]].</p>',
    },
  ],
  pageOptions: { stickyHeader: false, prefooter: true },
};

const CONNECT: PageSource = {
  id: 46,
  slug: 'connect',
  title: 'Lavanda Connect',
  parent: '/products/',
  date: '2025-01-08 09:50:00',
  modified: '2025-06-02 10:10:00',
  author: 'jonas',
  menuOrder: 2,
  body: [p('Lavanda Connect is the library of connectors and the marketplace for more.')],
  layouts: [
    {
      layout: 'page_hero',
      title: 'Lavanda Connect',
      content:
        '<p>Databases, spreadsheets, CRMs, storage and messaging, ready to use in any workflow.</p>',
      image: 20,
      ctas: [{ title: 'Browse the marketplace', url: 'connect-marketplace', target: '' }],
    },
    {
      layout: 'two_column',
      leftColumn:
        '<h3>Included connectors</h3><ul><li>PostgreSQL, MariaDB and warehouses</li><li>Spreadsheets and object storage</li><li>Email, webhooks and chat</li></ul>',
      rightColumn:
        '<h3>Build your own</h3><p>Write a connector in TypeScript or Python, test it locally and publish it to your workspace or the marketplace.</p>',
    },
    {
      layout: 'custom_content',
      backgroundColor: 'navy',
      content:
        '<h2>New every season</h2><p>We release connector packs four times a year. The latest is the [[connect-spring-pack-2026|spring pack]].</p>',
    },
  ],
  template: 'Blank',
  pageOptions: { stickyHeader: false, prefooter: true },
};

const PRICING: PageSource = {
  id: 48,
  slug: 'pricing',
  title: 'Pricing',
  parent: '/products/',
  date: '2025-06-10 09:00:00',
  author: 'editor',
  menuOrder: 3,
  body: [p('Lavanda plans and what they include.')],
  layouts: [
    {
      layout: 'page_hero',
      title: 'Pay for the minutes you run',
      content: '<p>Every plan includes free run minutes and unlimited viewers.</p>',
      ctas: [{ title: 'Contact sales', url: '/contact/', target: '' }],
    },
    {
      layout: 'product_cards',
      title: 'Plans',
      cards: [
        {
          title: 'Starter',
          text: 'For individuals and small teams. 2,000 run minutes a month included.',
          link: { title: 'Start free', url: '/contact/', target: '' },
        },
        {
          title: 'Team',
          text: 'Branches, reviews and the Health dashboards. 20,000 run minutes a month included.',
          link: { title: 'Try Team', url: '/contact/', target: '' },
        },
        {
          title: 'Enterprise',
          text: 'Dedicated regions, single sign-on and a named support engineer.',
          link: { title: 'Talk to us', url: '/contact/', target: '' },
        },
      ],
    },
    {
      layout: 'custom_content',
      backgroundColor: 'grey',
      content:
        '<p>Prices exclude VAT. Read how we [[usage-based-pricing|moved to usage-based pricing]] and how to [[predictable-cloud-costs|keep costs predictable]].</p>',
    },
    {
      layout: 'marketo_form',
      title: 'Request a quote',
      formId: '2190',
      description: 'Share your expected volume and we will send a quote within two working days.',
    },
  ],
  pageOptions: { stickyHeader: true, prefooter: false },
  seo: {
    title: 'Pricing %%sep%% %%sitename%%',
    metadesc: 'Usage-based pricing for Lavanda: free run minutes on every plan, unlimited viewers.',
    focuskw: 'lavanda pricing',
  },
};

export const PRODUCT_PAGES: PageSource[] = [PRODUCTS, STUDIO, CLOUD, CONNECT, PRICING];
