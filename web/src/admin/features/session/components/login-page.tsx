import { siteConfig } from '@ristorante/contracts';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { LoadingState } from '../../../../components/feedback/query-states';
import { LocaleSwitch } from '../../../../components/layout/locale-switch';
import { adminPaths, safeNext } from '../../../config/admin-paths';
import type { MessageId } from '../../../../i18n/catalogues';
import { useAdminTitle } from '../../../lib/use-admin-title';
import { signIn } from '../api/sign-in';
import { useSession } from '../../../lib/session-context';
import '../../../components/sign-in-frame.css';

type Field = 'identifier' | 'password';
type Notice = { id: MessageId; values?: Record<string, number> };

/**
 * Staff sign-in: e-mail or username and password, 'Sign In' / 'Signing in...', then back to
 * where they were (`next`) or to the server's `redirectTo`. A staff member already signed in goes straight on.
 */
export function LoginPage() {
  const intl = useIntl();
  const { locale } = intl;
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { state, signedIn } = useSession();
  const [values, setValues] = useState({ identifier: '', password: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, MessageId>>>({});
  const [failure, setFailure] = useState<Notice | undefined>();
  const [busy, setBusy] = useState(false);
  const [focusField, setFocusField] = useState<Field | undefined>();
  const form = useRef<HTMLFormElement>(null);
  useAdminTitle(intl.formatMessage({ id: 'admin.login.title' }));

  const next = safeNext(params.get('next'));

  useEffect(() => {
    if (!focusField) return;
    form.current?.querySelector<HTMLElement>(`[name="${focusField}"]`)?.focus();
    setFocusField(undefined);
  }, [focusField]);

  if (state.status === 'checking') {
    return (
      <main className="admin-centered">
        <LoadingState>
          <FormattedMessage id="admin.login.checking" />
        </LoadingState>
      </main>
    );
  }
  // Signed in already (a bookmarked login page, or the back button after signing in): on to the dashboard.
  if (state.status === 'signed-in' && !busy) return <Navigate replace to={next ?? adminPaths.dashboard(locale)} />;

  const update = (field: Field, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const missing: Partial<Record<Field, MessageId>> = {};
    if (!values.identifier.trim()) missing.identifier = 'admin.login.identifierRequired';
    if (!values.password) missing.password = 'admin.login.passwordRequired';
    setFailure(undefined);
    if (missing.identifier || missing.password) {
      setErrors(missing);
      setFocusField(missing.identifier ? 'identifier' : 'password');
      return;
    }
    setBusy(true);
    const outcome = await signIn(values.identifier.trim(), values.password, locale);
    if (outcome.kind === 'signed-in') {
      signedIn(outcome.user, outcome.csrfToken);
      navigate(next ?? safeNext(outcome.redirectTo) ?? adminPaths.dashboard(locale), { replace: true });
      return;
    }
    setBusy(false);
    setValues((current) => ({ ...current, password: '' }));
    setFailure(
      outcome.kind === 'invalid'
        ? { id: 'admin.login.invalid' }
        : outcome.kind === 'throttled'
          ? { id: 'admin.login.throttled', values: { seconds: outcome.retryAfterSeconds } }
          : { id: 'admin.login.failed' },
    );
    setFocusField(outcome.kind === 'invalid' ? 'password' : undefined);
  };

  const notice: MessageId | undefined =
    params.get('reason') === 'ended' || (state.status === 'signed-out' && state.reason === 'ended')
      ? 'admin.login.sessionEnded'
      : state.status === 'signed-out' && state.reason === 'logged-out'
        ? 'admin.login.signedOut'
        : undefined;

  const field = (name: Field, type: string, autoComplete: string, label: MessageId) => (
    <div className="field">
      <label htmlFor={`login-${name}`}>
        <FormattedMessage id={label} />
      </label>
      <input
        id={`login-${name}`}
        name={name}
        type={type}
        autoComplete={autoComplete}
        autoCapitalize="none"
        spellCheck={false}
        value={values[name]}
        onChange={(event) => update(name, event.target.value)}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `login-${name}-error` : undefined}
      />
      {errors[name] ? (
        <p id={`login-${name}-error`} className="field-error">
          <FormattedMessage id={errors[name]} />
        </p>
      ) : null}
    </div>
  );

  return (
    <main className="admin-login">
      <div className="admin-login-top">
        <a className="admin-brand" href={`/${locale}`}>
          {siteConfig.name}
        </a>
        <LocaleSwitch />
      </div>
      <form ref={form} className="admin-card admin-login-card" noValidate onSubmit={onSubmit} aria-labelledby="login-title">
        <h1 id="login-title">
          <FormattedMessage id="admin.login.title" />
        </h1>
        <p className="admin-muted">
          <FormattedMessage id="admin.login.lead" />
        </p>
        {notice ? (
          <p className="notice" role="status">
            <FormattedMessage id={notice} />
          </p>
        ) : null}
        {field('identifier', 'text', 'username', 'admin.login.identifier')}
        {field('password', 'password', 'current-password', 'admin.login.password')}
        {failure ? (
          <p className="notice notice-error" role="alert">
            <FormattedMessage id={failure.id} values={failure.values} />
          </p>
        ) : null}
        {/* aria-disabled, not disabled: focus stays on the button while the request runs. */}
        <button type="submit" className="button button-primary admin-wide-button" aria-disabled={busy || undefined}>
          <FormattedMessage id={busy ? 'admin.login.submitting' : 'admin.login.submit'} />
        </button>
      </form>
    </main>
  );
}
