import { h2, p, ul } from '../lib/blocks';
import { art } from './palette';
import type { PostSource } from './types';

export const EVENTS: PostSource[] = [
  {
    id: 250,
    slug: 'webinar-getting-started-with-studio',
    title: 'Webinar: getting started with Studio 3',
    date: '2025-03-04 09:00:00',
    author: 'jonas',
    categories: ['webinars'],
    tags: ['webinar', 'studio'],
    excerpt: 'A live tour of Studio 3 for new users, with time for your questions.',
    image: {
      name: 'webinar-studio-3',
      alt: 'Lavender stripes, banner for the Studio 3 webinar',
      art: art('lavender', 'stripes', 250),
    },
    body: [
      p(
        'Join us on 18 March at 15:00 CET for a forty-five-minute tour of Lavanda Studio 3. We will build a workflow from scratch and answer questions live.',
      ),
      h2('Agenda'),
      ul([
        'The new canvas and step groups from [[studio-3-0-released|Studio 3.0]].',
        'Testing with sample data.',
        'Scheduling and monitoring.',
      ]),
      p('Registration is free. The recording will be sent to everyone who signs up.'),
    ],
    pageOptions: { stickyHeader: false, prefooter: false },
  },
  {
    id: 252,
    slug: 'datadays-ljubljana-2025',
    title: 'Meet us at DataDays Ljubljana',
    date: '2025-06-03 10:00:00',
    author: 'editor',
    categories: ['conferences'],
    tags: ['conference', 'community'],
    excerpt: 'Two talks, a workshop and a stand full of lavender sweets.',
    image: {
      name: 'datadays-2025',
      alt: 'Berry gradient with pale rings, banner for DataDays Ljubljana',
      art: art('berry', 'rings', 252),
    },
    body: [
      p(
        'DataDays, a community conference for data engineers in our home town, takes place on 24 and 25 June. Lavanda is a sponsor this year, and three of our engineers are on the programme.',
      ),
      ul([
        '<strong>Talk:</strong> “Idempotent by default”, based on our [[retries-and-idempotency|retries guide]].',
        '<strong>Talk:</strong> “What a year of cold starts taught us”.',
        '<strong>Workshop:</strong> build a reporting pipeline in ninety minutes.',
      ]),
      p('Come and say hello at the stand next to the coffee bar.'),
    ],
  },
  {
    id: 254,
    slug: 'webinar-observability-recording',
    title: 'Webinar recording: observability for workflows',
    date: '2025-09-16 14:00:00',
    author: 'jonas',
    categories: ['webinars'],
    tags: ['webinar', 'monitoring'],
    image: {
      name: 'webinar-observability',
      alt: 'Slate gradient with orange steps, banner for the observability webinar',
      art: art('slate', 'diamond', 254),
    },
    body: [
      p(
        'Thank you to the three hundred people who joined us live. The recording is now available on the [[/products/cloud/|Lavanda Cloud page]], together with the slides.',
      ),
      h2('Questions we did not get to'),
      p(
        '<strong>Can alerts go to more than one channel?</strong> Yes, add several destinations to a rule.',
      ),
      p(
        '<strong>How long is run history kept?</strong> Ninety days on every plan, longer on request.',
      ),
      p('Many of the ideas became the [[observability-checklist|observability checklist]].'),
    ],
  },
  {
    id: 256,
    slug: 'lavanda-summit-2025-recap',
    title: 'Lavanda Summit 2025: the recap',
    date: '2025-11-11 09:00:00',
    author: 'editor',
    categories: ['conferences'],
    tags: ['conference', 'community', 'studio'],
    excerpt: 'Three hundred builders, twenty talks and a first look at Studio 4.',
    image: {
      name: 'summit-2025',
      alt: 'Bright circles on a dusk gradient, banner for the Summit 2025 recap',
      art: art('dusk', 'rings', 256),
    },
    body: [
      p(
        'Our first user conference filled the old tobacco factory in Ljubljana for two days. Thank you to everyone who came, spoke and stayed for the closing dinner.',
      ),
      h2('Highlights'),
      ul([
        'The first public demo of browser-based editing, which became [[studio-4-0-released|Studio 4.0]].',
        'A customer panel on running workflows in regulated industries.',
        'Twelve lightning talks from the community.',
      ]),
      p(
        'Recordings of all talks are online. Save the date for [[lavanda-summit-2026|next year’s summit]].',
      ),
    ],
  },
  {
    id: 258,
    slug: 'webinar-whats-new-in-api-v2',
    title: 'Webinar: what is new in API v2',
    date: '2026-02-24 09:00:00',
    author: 'jonas',
    categories: ['webinars'],
    tags: ['webinar', 'api'],
    excerpt: 'Our API team walks through v2 and shows how to migrate a v1 integration.',
    image: {
      name: 'webinar-api-v2',
      alt: 'Sky-blue stripes, banner for the API v2 webinar',
      art: art('sky', 'bars', 258),
    },
    body: [
      p(
        'On 10 March at 16:00 CET the API team presents [[public-api-v2-beta|API v2]] and migrates a real v1 integration live, mistakes included.',
      ),
      ul(['Resource design and pagination.', 'Webhooks and signatures.', 'Scoped tokens.']),
      p('Bring your questions; we reserve half of the time for them.'),
    ],
  },
  {
    id: 260,
    slug: 'workflow-meetup-porto',
    title: 'Workflow meetup in Porto',
    date: '2026-05-26 18:00:00',
    author: 'editor',
    categories: ['events'],
    tags: ['community'],
    excerpt: 'An evening of short talks about automation at our Porto office.',
    image: {
      name: 'meetup-porto',
      alt: 'Warm ember circles, banner for the Porto meetup',
      art: art('ember', 'circles', 260),
    },
    body: [
      p(
        'Our [[lavanda-opens-porto-office|Porto office]] hosts its first community meetup on 11 June. Three short talks, one long break for conversation and plenty of food.',
      ),
      p(
        'The event is free but space is limited to sixty people. Registration closes a week before.',
      ),
    ],
    seo: {
      title: 'Workflow meetup in Porto %%sep%% %%sitename%%',
      metadesc: 'A community evening about workflow automation at the Lavanda office in Porto.',
      focuskw: 'porto meetup',
      noindex: true,
    },
  },
  {
    id: 262,
    slug: 'lavanda-summit-2026',
    title: 'Save the date: Lavanda Summit 2026',
    date: '2026-09-29 09:00:00',
    author: 'jonas',
    categories: ['conferences'],
    tags: ['conference'],
    image: {
      name: 'summit-2026',
      alt: 'Golden diamonds on a night-blue gradient, banner for Summit 2026',
      art: art('night', 'stripes', 262),
    },
    body: [
      p(
        'The second Lavanda Summit takes place on 19 and 20 November 2026, again in Ljubljana. The call for talks is open until the end of September.',
      ),
      h2('Topics we would love to hear about'),
      ul([
        'Workflows in small teams without a data engineer.',
        'Migrating from scheduled scripts.',
        'Accessibility and inclusive tooling; see our [[studio-accessibility-spring-2026|spring update]].',
      ]),
      p('Questions about the summit? [[/contact/|Get in touch]].'),
    ],
  },
];
