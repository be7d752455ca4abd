import type { Category, Tag } from './types';

/** Categories, parents before children (the order WordPress exports them in). */
export const CATEGORIES: Category[] = [
  {
    id: 1,
    slug: 'uncategorized',
    name: 'Uncategorized',
    parent: '',
    description: '',
  },
  {
    id: 2,
    slug: 'news',
    name: 'News',
    parent: '',
    description:
      '<p>Everything new at Lavanda: product updates, release notes and stories from the company.</p>',
  },
  {
    id: 3,
    slug: 'product-updates',
    name: 'Product updates',
    parent: 'news',
    description:
      '<p>New features and improvements across <strong>Studio</strong>, <strong>Cloud</strong> and <strong>Connect</strong>.</p>',
  },
  {
    id: 4,
    slug: 'release-notes',
    name: 'Release notes',
    parent: 'product-updates',
    description: '<p>Version-by-version notes for every Lavanda release.</p>',
  },
  {
    id: 5,
    slug: 'company',
    name: 'Company',
    parent: 'news',
    description: '<p>Offices, people, funding and the way we work.</p>',
  },
  {
    id: 6,
    slug: 'guides',
    name: 'Guides',
    parent: '',
    description: '<p>Practical help for building, running and maintaining workflows.</p>',
  },
  {
    id: 7,
    slug: 'tutorials',
    name: 'Tutorials',
    parent: 'guides',
    description: '<p>Step-by-step tutorials you can follow in a single sitting.</p>',
  },
  {
    id: 8,
    slug: 'best-practices',
    name: 'Best practices',
    parent: 'guides',
    description: '<p>Lessons our customers and engineers learned the hard way, written down.</p>',
  },
  {
    id: 9,
    slug: 'events',
    name: 'Events',
    parent: '',
    description: '<p>Webinars, meetups and conferences where you can meet the Lavanda team.</p>',
  },
  {
    id: 10,
    slug: 'webinars',
    name: 'Webinars',
    parent: 'events',
    description: '<p>Live sessions and recordings.</p>',
  },
  {
    id: 11,
    slug: 'conferences',
    name: 'Conferences',
    parent: 'events',
    description: '<p>Conferences we host, speak at or sponsor.</p>',
  },
];

export const TAGS: Tag[] = [
  { id: 12, slug: 'studio', name: 'Studio', description: 'Posts about Lavanda Studio.' },
  { id: 13, slug: 'cloud', name: 'Cloud', description: 'Posts about Lavanda Cloud.' },
  { id: 14, slug: 'connect', name: 'Connect', description: 'Posts about Lavanda Connect.' },
  { id: 15, slug: 'release', name: 'Release' },
  { id: 16, slug: 'security', name: 'Security' },
  { id: 17, slug: 'performance', name: 'Performance' },
  { id: 18, slug: 'api', name: 'API' },
  { id: 19, slug: 'webhooks', name: 'Webhooks' },
  { id: 20, slug: 'postgresql', name: 'PostgreSQL' },
  { id: 21, slug: 'scheduling', name: 'Scheduling' },
  { id: 22, slug: 'monitoring', name: 'Monitoring' },
  { id: 23, slug: 'community', name: 'Community' },
  { id: 24, slug: 'hiring', name: 'Hiring' },
  { id: 25, slug: 'sustainability', name: 'Sustainability' },
  { id: 26, slug: 'webinar', name: 'Webinar' },
  { id: 27, slug: 'conference', name: 'Conference' },
  { id: 28, slug: 'open-source', name: 'Open source' },
  { id: 29, slug: 'accessibility', name: 'Accessibility' },
  { id: 30, slug: 'pricing', name: 'Pricing' },
  { id: 31, slug: 'partners', name: 'Partners' },
  { id: 32, slug: 'customers', name: 'Customer stories' },
];

export const DEFAULT_CATEGORY_ID = 1;
