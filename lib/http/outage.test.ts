import { expect, it } from 'vitest';
import { graphQLError, httpError, networkError } from '../wordpress/client/errors';
import { isBackendOutage } from './outage';

it('calls network failures and 5xx answers an outage', () => {
  expect(isBackendOutage(networkError(new Error('ECONNREFUSED')))).toBe(true);
  expect(isBackendOutage(httpError(502, 'Bad Gateway'))).toBe(true);
});

it('calls refusals, GraphQL errors and the site’s own faults something else', () => {
  expect(isBackendOutage(httpError(403, 'Forbidden'))).toBe(false);
  expect(isBackendOutage(graphQLError([{ message: 'x' }], 500))).toBe(false);
  expect(isBackendOutage(new TypeError('x is undefined'))).toBe(false);
  expect(isBackendOutage(undefined)).toBe(false);
});
