import { type FormEvent, useId, useRef, useState } from 'react';
import { useT } from '@/lib/i18n/useT';
import { type LoginFieldErrors, type LoginFields, validateLogin } from './login-validation';
import { useLogin } from './useLogin';
import styles from './auth.module.css';

interface FieldProps {
  id: string;
  label: string;
  error: string | undefined;
  type: 'text' | 'password';
  autoComplete: string;
  inputRef: React.RefObject<HTMLInputElement | null>;
}

/** A labelled input whose error is tied to it (aria-invalid, aria-describedby). */
function Field({ id, label, error, type, autoComplete, inputRef }: FieldProps) {
  const errorId = `${id}-error`;
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <input
        ref={inputRef}
        id={id}
        name={id}
        type={type}
        autoComplete={autoComplete}
        required
        aria-required="true"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      />
      {error && (
        <p id={errorId} className={styles.fieldError}>
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * The editor login form. Checked before sending (both fields required); errors are announced
 * (an alert region) and the first wrong field takes the focus. The site's refusals are announced
 * by their toast (useLogin) and stay written above the fields.
 */
export function LoginForm({ redirectUri }: { redirectUri: string | undefined }) {
  const t = useT();
  const prefix = useId();
  const identifierRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const [errors, setErrors] = useState<LoginFieldErrors>({});
  const { login, pending, problem } = useLogin(redirectUri);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const fields: LoginFields = {
      identifier: identifierRef.current?.value ?? '',
      password: passwordRef.current?.value ?? '',
    };
    const found = validateLogin(fields);
    setErrors(found);
    if (found.identifier) return identifierRef.current?.focus();
    if (found.password) return passwordRef.current?.focus();
    void login(fields);
  }

  const hasFieldErrors = Boolean(errors.identifier || errors.password);
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-busy={pending}>
      <div role="alert" className={styles.alert}>
        {hasFieldErrors && <p>{t('login.errorSummary')}</p>}
      </div>
      {/* Stays by the form after its toast, which is what announces it, has closed. */}
      {problem && (
        <div className={styles.alert}>
          <p>{t(problem.id, problem.values)}</p>
        </div>
      )}
      <Field
        id={`${prefix}identifier`}
        label={t('login.identifier')}
        error={errors.identifier && t(errors.identifier)}
        type="text"
        autoComplete="username"
        inputRef={identifierRef}
      />
      <Field
        id={`${prefix}password`}
        label={t('login.password')}
        error={errors.password && t(errors.password)}
        type="password"
        autoComplete="current-password"
        inputRef={passwordRef}
      />
      <button type="submit" className={styles.submit} disabled={pending}>
        {pending ? t('login.submitting') : t('login.submit')}
      </button>
    </form>
  );
}
