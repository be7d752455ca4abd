import type { Author } from './types';

/** Home and site URL: the content service's default address. */
export const HOME = 'http://127.0.0.1:4000';
export const FRONTEND = 'http://localhost:3000';

export const SITE_NAME = 'Lavanda';
export const SITE_DESCRIPTION = 'News, guides and events from the team behind Lavanda workflows';
export const ADMIN_EMAIL = 'editor@lavanda.example';

/** Named time zone of the site; post_date is local time, post_date_gmt is UTC. */
export const TIMEZONE = 'Europe/Ljubljana';

/** Fixed "export time" written into the WXR channel, so builds are reproducible. */
export const EXPORTED_AT_UTC = '2026-11-16 09:00:00';

export const AUTHORS: Author[] = [
  {
    id: 1,
    login: 'editor',
    email: 'editor@lavanda.example',
    displayName: 'Mira Kos',
    firstName: 'Mira',
    lastName: 'Kos',
  },
  {
    id: 2,
    login: 'jonas',
    email: 'jonas.feld@lavanda.example',
    displayName: 'Jonas Feld',
    firstName: 'Jonas',
    lastName: 'Feld',
  },
];

/** Ids of the two brand images (see media.ts). */
export const LOGO_ID = 4;
export const FAVICON_ID = 5;
