/**
 * The interface strings in the default locale, en-US. Every other locale must translate every key
 * (its type is `Catalogue`), so a missing translation is a type error; at run time a key missing
 * anyway falls back to this catalogue's text, then to the key itself (lib/i18n/translate.ts).
 * Text and `{name}` placeholders only, each a value passed in by the caller (lib/i18n/formatMessage.ts). The editor pages' strings are
 * in locales/editor/, out of the public pages' JavaScript.
 */
export const enUS = {
  // Layout and header
  'layout.skipToContent': 'Skip to content',
  'header.home': '{siteName} home',
  'header.mainNavigation': 'Main',
  'header.contactUs': 'Contact us',
  'header.openMenu': 'Open menu',
  'header.closeMenu': 'Close menu',
  'header.openSearch': 'Open search',
  'header.closeSearch': 'Close search',
  'header.toggleColorMode': 'Dark mode',
  'logo.alt': 'logo',
  // Menus
  'menu.all': 'All {label}',
  'menu.back': 'Back',
  'menu.mobileNavigation': 'Menu',
  'menu.opensInNewTab': '(opens in a new tab)',
  // Search overlay
  'search.label': 'Search',
  'search.placeholder': 'Search {siteName}',
  'search.submit': 'Search',
  // Footer
  'footer.navigation': 'Footer',
  'footer.copyright': '© {year} {owner}',
  'footer.language': 'Language',
  // Cookie notice
  'cookie.label': 'Cookie notice',
  'cookie.accept': 'Accept',
  // Toasts
  'toast.close': 'Close',
  'toast.region': 'Notifications',
  // Content screens and the error catalogue
  'status.loading': 'Loading...',
  'status.success': 'Success!',
  'error.generic': 'Whoops, something went wrong! If the problem persists, please contact us.',
  'error.notFound': 'Not Found',
  'error.graphqlErrors': 'GraphQL Errors',
  'error.unexpectedType': 'Unexpected error type',
  'error.network': '[Network] {message}',
  'error.graphql': '[GraphQL] {message}',
  'error.noContent': 'No Content',
  'notFound.title': 'Page not found',
  'notFound.text': 'We are sorry but the page you were looking for was not found.',
  'gone.status': 'Gone',
  'gone.title': 'This page has been removed',
  'gone.text': 'The page you were looking for is no longer available on this site.',
  'legal.status': 'Unavailable For Legal Reasons',
  'legal.title': 'This page is not available',
  'legal.text': 'The page you were looking for cannot be shown for legal reasons.',
  'content.protected': 'This content is password protected.',
  'category.searchTitle': 'Search: {term}',
  'category.noSearchResults': 'No results found with your search',
  'category.empty': 'There are no results here yet!',
  'category.tagArchive': 'Tag',
  'category.authorArchive': 'Posts by',
  'post.more': 'More',
  'post.moreAbout': 'More: {title}',
  'post.excerptFallback': 'Read the full post for the details.',
  'post.uncategorized': 'UNCATEGORIZED',
  'pagination.label': 'Pagination',
  'pagination.first': 'first',
  'pagination.previous': 'previous',
  'pagination.next': 'next',
  'pagination.last': 'last',
  'pagination.goToPage': 'Go to page number {page}',
  // Form validation
  'validation.required': 'This field is required.',
  'validation.emailRequired': 'Email is required.',
  'validation.emailInvalid': 'Please enter a valid email.',
} as const;

export type SiteMessageId = keyof typeof enUS;
export type Catalogue = Record<SiteMessageId, string>;
