import { COMPANY_PAGES } from './pages-company';
import { HOME_PAGE } from './pages-home';
import { LEGAL_PAGES } from './pages-legal';
import { PRODUCT_PAGES } from './pages-products';
import type { PageSource } from './types';

/** Every page, ordered by id. */
export const PAGES: PageSource[] = [
  HOME_PAGE,
  ...PRODUCT_PAGES,
  ...COMPANY_PAGES,
  ...LEGAL_PAGES,
].sort((a, b) => a.id - b.id);

/** Option wp_page_for_privacy_policy. */
export const PRIVACY_PAGE_ID = 56;
