/**
 * The auth addresses, in their canonical form: with `trailingSlash: true` Next answers
 * `/api/faust/x` with a 308 to `/api/faust/x/`, a round trip (and a body-less retry for POSTs in
 * some clients) that calling the canonical address avoids. Safe for browser code: no secrets.
 */
export const FAUST_API_BASE_PATH = '/api/faust';
export const TOKEN_PATH = `${FAUST_API_BASE_PATH}/auth/token/`;
export const LOGOUT_PATH = `${FAUST_API_BASE_PATH}/auth/logout/`;
export const LOGIN_API_PATH = `${FAUST_API_BASE_PATH}/auth/login/`;
export const PREVIEW_API_PATH = `${FAUST_API_BASE_PATH}/preview/`;
/** Faust's default login page. */
export const LOGIN_PAGE_PATH = '/login/';
