import { p } from '../lib/blocks';
import type { PageSource } from './types';

export const HOME_PAGE: PageSource = {
  id: 30,
  slug: 'home',
  title: 'Home',
  parent: '',
  date: '2025-01-06 10:00:00',
  modified: '2026-01-20 08:30:00',
  author: 'editor',
  menuOrder: 0,
  body: [
    p(
      'Lavanda helps teams design, run and watch the workflows that keep their business moving. This page is assembled from flexible layouts.',
    ),
  ],
  layouts: [
    {
      layout: 'page_hero',
      title: 'Workflows your whole team understands',
      content:
        '<p>Design automations visually in <strong>Lavanda Studio</strong>, run them reliably on <strong>Lavanda Cloud</strong> and connect them to the tools you already use.</p>',
      image: 6,
      ctas: [
        { title: 'Explore the products', url: '/products/', target: '' },
        { title: 'Watch the ten-minute tutorial', url: 'build-your-first-workflow', target: '' },
      ],
    },
    {
      layout: 'product_cards',
      title: 'One platform, three parts',
      cards: [
        {
          title: 'Lavanda Studio',
          text: 'A visual editor for workflows, in the browser or on your desktop, with real-time collaboration.',
          image: 7,
          link: { title: 'Discover Studio', url: '/products/studio/', target: '' },
        },
        {
          title: 'Lavanda Cloud',
          text: 'A managed runtime with schedules, retries, monitoring and regions in Europe.',
          image: 8,
          link: { title: 'Discover Cloud', url: '/products/cloud/', target: '' },
        },
        {
          title: 'Lavanda Connect',
          text: 'More than two hundred connectors, plus a marketplace for the ones only you need.',
          image: 9,
          link: { title: 'Discover Connect', url: '/products/connect/', target: '' },
        },
      ],
    },
    {
      layout: 'duplex',
      title: 'See every run at a glance',
      content:
        '<p>The Health dashboards show run times, failure rates and queue depth for every workflow, so you notice drift before your customers do.</p><p>Read the [[monitoring-dashboards|announcement]] or follow our [[observability-checklist|observability checklist]].</p>',
      image: 10,
      link: { title: 'Read about monitoring', url: 'monitoring-dashboards', target: '' },
      reverse: false,
    },
    {
      layout: 'vidyard_video',
      uuid: 'q7LmVd2RtX9sKpB4nWc8Ha',
      title: 'A three-minute tour of Lavanda Studio 4',
    },
    {
      layout: 'pre_footer',
      title: 'Ready to automate the boring parts?',
      content:
        'Start free with a generous monthly allowance of run minutes. No credit card needed.',
      link: { title: 'See pricing', url: '/products/pricing/', target: '' },
    },
  ],
  pageOptions: { stickyHeader: true, prefooter: false },
  seo: {
    title: '%%sitename%% %%sep%% Workflows your whole team understands',
    metadesc:
      'Lavanda Studio, Cloud and Connect: design, run and monitor business workflows in one place.',
    focuskw: 'workflow automation',
    opengraphTitle: 'Lavanda: workflows your whole team understands',
    twitterImage: 6,
  },
};
