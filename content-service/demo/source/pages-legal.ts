// Plain pages without flexible layouts: the privacy policy (linked from the cookie notice) and the
// terms of use. Both are demo texts for an invented company, not legal advice.
import { h2, p, ul } from '../lib/blocks';
import type { PageSource } from './types';

const PRIVACY: PageSource = {
  id: 56,
  slug: 'privacy',
  title: 'Privacy policy',
  parent: '',
  date: '2025-01-10 10:00:00',
  modified: '2026-03-02 09:00:00',
  author: 'editor',
  menuOrder: 10,
  body: [
    p(
      '<em>This is the privacy policy of a fictional company on a demo site.</em> It explains what data the Lavanda website collects and why.',
    ),
    h2('Who we are'),
    p(
      'Lavanda Software (an invented company) operates this website. Questions about privacy go to privacy@lavanda.example.',
    ),
    h2('What we collect'),
    ul([
      'Messages you send through our forms: your name, email address and the text you write.',
      'Anonymous usage statistics, if you accept cookies.',
      'Server logs with IP addresses, kept for fourteen days for security.',
    ]),
    h2('Cookies', 'cookies'),
    p(
      'We set one cookie to remember your cookie choice and, only with your consent, cookies that measure how pages are used. You can change your choice at any time by clearing the cookies for this site.',
    ),
    h2('Your rights'),
    p(
      'You can ask for a copy of your data, ask us to correct or delete it and object to its use. See also our [[/terms/|terms of use]].',
    ),
  ],
  layouts: [],
  pageOptions: { stickyHeader: false, prefooter: false },
  seo: {
    title: 'Privacy policy %%sep%% %%sitename%%',
    metadesc: 'How the Lavanda website handles personal data and cookies.',
    focuskw: 'privacy policy',
    noindex: true,
  },
};

const TERMS: PageSource = {
  id: 58,
  slug: 'terms',
  title: 'Terms of use',
  parent: '',
  date: '2025-01-10 10:30:00',
  author: 'editor',
  menuOrder: 11,
  body: [
    p(
      '<em>These are demo terms for a fictional company.</em> They describe the rules for using this website.',
    ),
    h2('Content'),
    p(
      'Articles on this site are written for information. We try to keep them accurate, but products change; release notes describe the state at the time of writing.',
    ),
    h2('Links'),
    p('We link to other websites where useful. We are not responsible for their content.'),
    h2('Changes'),
    p(
      'We may update these terms. The date of the last change is shown on this page. Our [[/privacy/|privacy policy]] explains how we handle personal data.',
    ),
  ],
  layouts: [],
  pageOptions: { stickyHeader: false, prefooter: false },
};

export const LEGAL_PAGES: PageSource[] = [PRIVACY, TERMS];
