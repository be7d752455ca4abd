import { h2, p, ul } from '../lib/blocks';
import type { PageSource } from './types';

const ABOUT: PageSource = {
  id: 32,
  slug: 'about',
  title: 'About Lavanda',
  parent: '',
  date: '2025-01-07 11:00:00',
  author: 'editor',
  menuOrder: 2,
  body: [p('Who we are, what we build and how we work.')],
  layouts: [
    {
      layout: 'page_hero',
      title: 'We make automation understandable',
      content: '<p>Lavanda is a software company from Ljubljana with a second home in Porto.</p>',
      image: 11,
      ctas: [{ title: 'Meet the team', url: '/about/team/', target: '' }],
    },
    {
      layout: 'single',
      title: 'Why we exist',
      content:
        '<p>Scheduled scripts run a surprising share of the world’s businesses, and too often only one person knows how they work. We build tools that make automation visible, reviewable and dependable, so it belongs to the whole team.</p>',
      image: 11,
    },
    {
      layout: 'diamond_duplex',
      title: 'What we value',
      content:
        '<ul><li><strong>Clarity</strong> over cleverness.</li><li><strong>Reliability</strong> over novelty.</li><li><strong>Kindness</strong> in code review and everywhere else.</li></ul>',
      image: 12,
      imagePosition: 'right',
    },
    {
      layout: 'two_column',
      leftColumn:
        '<h3>Ljubljana</h3><p>Trubarjeva cesta 1 (fictional)<br>1000 Ljubljana, Slovenia</p>',
      rightColumn: '<h3>Porto</h3><p>Rua das Flores 10 (fictional)<br>4050 Porto, Portugal</p>',
    },
    {
      layout: 'pre_footer',
      title: 'Want to build this with us?',
      content: 'We are hiring engineers, designers and support specialists.',
      link: { title: 'See careers', url: '/careers/', target: '' },
    },
  ],
  pageOptions: { stickyHeader: true, prefooter: false },
  seo: {
    title: 'About us %%sep%% %%sitename%%',
    metadesc:
      'Lavanda is a software company from Ljubljana and Porto that makes workflow automation understandable.',
    focuskw: 'about lavanda',
  },
};

const TEAM: PageSource = {
  id: 34,
  slug: 'team',
  title: 'Team',
  parent: '/about/',
  date: '2025-01-07 11:30:00',
  author: 'editor',
  menuOrder: 0,
  body: [p('The people behind Lavanda.')],
  layouts: [
    {
      layout: 'page_hero',
      title: 'The people behind Lavanda',
      content: '<p>About a hundred colleagues in two offices and eleven countries.</p>',
      image: 13,
      ctas: [
        { title: 'Open positions', url: '/careers/open-positions/', target: '' },
        { title: 'Our story', url: '/about/our-story/', target: '' },
      ],
    },
    {
      layout: 'custom_content',
      backgroundColor: 'grey',
      content:
        '<h2>Leadership</h2><ul><li><strong>Ana Zupan</strong>, co-founder and CEO</li><li><strong>Luka Vidmar</strong>, co-founder and CTO</li><li><strong>Inês Carvalho</strong>, head of customer success</li></ul><p>All names on this demo site are invented.</p>',
    },
    {
      layout: 'diamond_duplex',
      title: 'How we work',
      content:
        '<p>Small teams own a product area end to end. We write things down, review each other’s work and meet in person twice a year.</p>',
      image: 13,
      imagePosition: 'left',
    },
  ],
  pageOptions: { stickyHeader: false, prefooter: true },
};

const STORY: PageSource = {
  id: 36,
  slug: 'our-story',
  title: 'Our story',
  parent: '/about/',
  date: '2025-01-07 12:00:00',
  modified: '2026-07-07 12:30:00',
  author: 'jonas',
  menuOrder: 1,
  body: [p('How Lavanda started and where it is going.')],
  layouts: [
    {
      layout: 'single',
      title: 'From a summer project to a company',
      content:
        '<p>In 2021, two engineers spent a summer building a visual editor for the scheduled jobs they were tired of debugging at night. Friends asked to use it, then their employers did.</p>',
    },
    {
      layout: 'duplex',
      title: 'Five years later',
      content:
        '<p>Lavanda now runs workflows for thousands of teams. We wrote about the journey when [[lavanda-turns-five|Lavanda turned five]].</p>',
      image: 14,
      link: { title: 'Read the anniversary post', url: 'lavanda-turns-five', target: '' },
      reverse: true,
    },
  ],
  template: 'SinglePostNoSeparators',
  pageOptions: { stickyHeader: false, prefooter: true },
};

const PRESS: PageSource = {
  id: 38,
  slug: 'press',
  title: 'Press',
  parent: '/about/',
  date: '2025-02-20 09:00:00',
  author: 'editor',
  menuOrder: 2,
  body: [p('Press resources and contacts.')],
  layouts: [
    {
      layout: 'custom_content',
      backgroundColor: 'white',
      content:
        '<h2>Press resources</h2><p>Logos, product screenshots and founder photos are available on request. For interviews, write to <a href="mailto:press@lavanda.example">press@lavanda.example</a>.</p>',
    },
    {
      layout: 'two_column',
      leftColumn:
        '<h3>Recent news</h3><ul><li>[[series-a-funding|Series A funding]]</li><li>[[studio-4-0-released|Studio 4.0 launch]]</li><li>[[iso-27001-certification|ISO/IEC 27001 certification]]</li></ul>',
      rightColumn:
        '<h3>Fast facts</h3><ul><li>Founded 2021 in Ljubljana</li><li>Offices in Ljubljana and Porto</li><li>About 100 employees</li></ul>',
    },
  ],
  template: 'PageLargeHeader',
  pageOptions: { stickyHeader: false, prefooter: false },
};

const CONTACT: PageSource = {
  id: 50,
  slug: 'contact',
  title: 'Contact',
  parent: '',
  date: '2025-01-09 14:00:00',
  author: 'editor',
  menuOrder: 4,
  body: [p('How to reach the Lavanda team.')],
  layouts: [
    {
      layout: 'page_hero',
      title: 'Talk to us',
      content:
        '<p>Questions about products, pricing or partnerships? We answer within one working day.</p>',
      image: 19,
      ctas: [{ title: 'Email us', url: 'mailto:hello@lavanda.example', target: '' }],
    },
    {
      layout: 'marketo_form',
      title: 'Send us a message',
      formId: '2203',
      description:
        'Tell us a little about your team and what you want to automate.\nFields marked with an asterisk are required.',
    },
    {
      layout: 'iframe',
      title: 'Find our Ljubljana office',
      iframeUrl:
        'https://www.openstreetmap.org/export/embed.html?bbox=14.4950%2C46.0480%2C14.5150%2C46.0580&layer=mapnik',
      height: 400,
    },
    {
      layout: 'two_column',
      leftColumn:
        '<h3>Sales</h3><p><a href="mailto:sales@lavanda.example">sales@lavanda.example</a></p>',
      rightColumn:
        '<h3>Support</h3><p><a href="mailto:support@lavanda.example">support@lavanda.example</a></p>',
    },
  ],
  pageOptions: { stickyHeader: true, prefooter: false },
  seo: {
    title: 'Contact %%sep%% %%sitename%%',
    metadesc: 'Contact Lavanda sales, support or press. We answer within one working day.',
    focuskw: 'contact lavanda',
  },
};

const CAREERS: PageSource = {
  id: 52,
  slug: 'careers',
  title: 'Careers',
  parent: '',
  date: '2025-01-09 14:00:00',
  modified: '2025-09-09 09:10:00',
  author: 'jonas',
  menuOrder: 3,
  body: [p('Working at Lavanda.')],
  layouts: [
    {
      layout: 'page_hero',
      title: 'Work on tools people rely on',
      content: '<p>Join a calm, curious team in Ljubljana, Porto or remotely within Europe.</p>',
      image: 17,
      ctas: [{ title: 'See open positions', url: '/careers/open-positions/', target: '' }],
    },
    {
      layout: 'custom_content',
      backgroundColor: 'white',
      content:
        '<h2>Benefits</h2><ul><li>Four-day week option</li><li>Learning budget and time to use it</li><li>Two team weeks a year</li></ul>',
    },
    {
      layout: 'duplex',
      title: 'Life at Lavanda',
      content: '<p>Read what our colleagues write on the [[cat:company|company blog]].</p>',
      image: 17,
      link: {
        title: 'We are hiring engineers',
        url: 'hiring-platform-and-frontend-engineers',
        target: '',
      },
      reverse: false,
    },
    {
      layout: 'pre_footer',
      title: 'No role that fits?',
      content: 'Send an open application. We read every one.',
      link: { title: 'Write to us', url: 'mailto:jobs@lavanda.example', target: '' },
    },
  ],
  template: 'PageNoSeparators',
  pageOptions: { stickyHeader: false, prefooter: false },
};

const OPEN_POSITIONS: PageSource = {
  id: 54,
  slug: 'open-positions',
  title: 'Open positions',
  parent: '/careers/',
  date: '2025-09-09 09:00:00',
  author: 'jonas',
  menuOrder: 0,
  body: [
    p(
      'These roles are open as of this autumn. All positions can be based in Ljubljana, Porto or remotely within Europe.',
    ),
    h2('Engineering'),
    ul(['Platform engineer (three positions)', 'Frontend engineer (three positions)']),
    h2('Customer success'),
    ul(['Support specialist, Portuguese and English']),
    p(
      'Apply by email to jobs@lavanda.example with a short note about yourself. Read more in [[hiring-platform-and-frontend-engineers|our hiring post]].',
    ),
  ],
  layouts: [],
  pageOptions: { stickyHeader: false, prefooter: true },
};

export const COMPANY_PAGES: PageSource[] = [
  ABOUT,
  TEAM,
  STORY,
  PRESS,
  CONTACT,
  CAREERS,
  OPEN_POSITIONS,
];
