import { describe, expect, it } from 'vitest';
import { credentialsFor } from './authorization-code';

describe('credentialsFor (Faust’s local login)', () => {
  it('sends an identifier that looks like an e-mail address as email', () => {
    expect(credentialsFor(' editor@example.com ', 'pw')).toEqual({
      email: 'editor@example.com',
      password: 'pw',
    });
  });

  it('sends anything else as username', () => {
    expect(credentialsFor('editor', 'pw')).toEqual({ username: 'editor', password: 'pw' });
    expect(credentialsFor('first last', 'pw')).toEqual({ username: 'first last', password: 'pw' });
  });
});
