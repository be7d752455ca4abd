import type { MessageId } from '@/locales';

export interface LoginFields {
  identifier: string;
  password: string;
}

export type LoginFieldErrors = Partial<Record<keyof LoginFields, MessageId>>;

/**
 * The form's own checks before anything is sent: both fields are required;
 * an identifier with an `@` is taken for an e-mail address, so it must look like one.
 */
export function validateLogin({ identifier, password }: LoginFields): LoginFieldErrors {
  const errors: LoginFieldErrors = {};
  const id = identifier.trim();
  if (id === '') errors.identifier = 'validation.required';
  else if (id.includes('@') && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(id)) {
    errors.identifier = 'validation.emailInvalid';
  }
  if (password === '') errors.password = 'validation.required';
  return errors;
}
