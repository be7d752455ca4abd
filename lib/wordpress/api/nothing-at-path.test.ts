import { expect, it } from 'vitest';
import { graphQLError, httpError } from '../client/errors';
import { isNothingAtPath } from './nothing-at-path';

const layoutFailed = { message: 'Internal server error', path: ['headerMenu', 'menuItems'] };

it('a path WordPress answered null for is nothing, even when the layout failed beside it', () => {
  expect(isNothingAtPath(graphQLError([layoutFailed], 200, { node: null, headerMenu: null }))).toBe(
    true,
  );
});

it('a node that did resolve, an answer without data, or a failed request is not', () => {
  expect(isNothingAtPath(graphQLError([layoutFailed], 200, { node: { id: 1 } }))).toBe(false);
  expect(isNothingAtPath(graphQLError([layoutFailed], 200, null))).toBe(false);
  expect(isNothingAtPath(graphQLError([layoutFailed], 200, { headerMenu: null }))).toBe(false);
  expect(isNothingAtPath(httpError(502, 'Bad Gateway'))).toBe(false);
});

it('an error that names no field, or the node itself, may be why the node is null', () => {
  const whole = { message: 'Internal server error' };
  expect(isNothingAtPath(graphQLError([whole], 200, { node: null }))).toBe(false);
  const atNode = { message: 'Internal server error', path: ['node'] };
  expect(isNothingAtPath(graphQLError([layoutFailed, atNode], 200, { node: null }))).toBe(false);
});

it('prints its GraphQL errors in words, not as [Object]', async () => {
  const { inspect } = await import('node:util');
  const printed = inspect({ error: graphQLError([layoutFailed, { message: 'Other' }], 200) });
  expect(printed).toContain('GraphQL Errors');
  expect(printed).toContain(
    'WordPress said: Internal server error (at headerMenu.menuItems); Other',
  );
  expect(printed).not.toContain('[Object]');
});
