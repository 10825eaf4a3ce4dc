import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { FormField } from '../../../../components/forms/form-field';
import { SubmitButton } from '../../../../components/forms/form-notices';
import { useForm, type Problems } from '../../../../components/forms/use-form';
import { LoadingState } from '../../../../components/feedback/query-states';
import { LocaleSwitch } from '../../../../components/layout/locale-switch';
import { adminPaths, safeNext } from '../../../config/admin-paths';
import type { MessageId } from '../../../../i18n/catalogues';
import { useAdminTitle } from '../../../lib/use-admin-title';
import { signIn } from '../api/sign-in';
import { useSession } from '../../../lib/session-context';
import '../../../components/sign-in-frame.css';
import { useRestaurant } from '../../../../lib/restaurant';

const fields = ['identifier', 'password'] as const;
type Field = (typeof fields)[number];
type Notice = { id: MessageId; values?: Record<string, number> };

/**
 * Staff sign-in: e-mail or username and password, 'Sign In' / 'Signing in...', then back to
 * where they were (`next`) or to the server's `redirectTo`. A staff member already signed in goes straight on.
 */
export function LoginPage() {
  const intl = useIntl();
  const restaurantName = useRestaurant().name;
  const { locale } = intl;
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { state, signedIn } = useSession();
  const form = useForm({ id: 'login', initial: { identifier: '', password: '' }, fields });
  const { values } = form;
  const [failure, setFailure] = useState<Notice | undefined>();
  // Signed in and on the way: the page does not redirect by itself meanwhile.
  const [leaving, setLeaving] = useState(false);
  useAdminTitle(intl.formatMessage({ id: 'admin.login.title' }));

  const next = safeNext(params.get('next'));

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
  if (state.status === 'signed-in' && !form.busy && !leaving)
    return <Navigate replace to={next ?? adminPaths.dashboard(locale)} />;

  const submit = async () => {
    const missing: Problems<Field> = {};
    if (!values.identifier.trim()) missing.identifier = { key: 'admin.login.identifierRequired' };
    if (!values.password) missing.password = { key: 'admin.login.passwordRequired' };
    setFailure(undefined);
    if (form.showErrors(missing)) return;
    const outcome = await signIn(values.identifier.trim(), values.password, locale);
    if (outcome.kind === 'signed-in') {
      setLeaving(true);
      signedIn(outcome.user, outcome.csrfToken);
      navigate(next ?? safeNext(outcome.redirectTo) ?? adminPaths.dashboard(locale), { replace: true });
      return;
    }
    form.set('password', '');
    setFailure(
      outcome.kind === 'invalid'
        ? { id: 'admin.login.invalid' }
        : outcome.kind === 'throttled'
          ? { id: 'admin.login.throttled', values: { seconds: outcome.retryAfterSeconds } }
          : { id: 'admin.login.failed' },
    );
    // Wrong password or name: straight back to the password, emptied for another try.
    if (outcome.kind === 'invalid') form.ref.current?.querySelector<HTMLElement>('[name="password"]')?.focus();
  };

  const notice: MessageId | undefined =
    params.get('reason') === 'ended' || (state.status === 'signed-out' && state.reason === 'ended')
      ? 'admin.login.sessionEnded'
      : state.status === 'signed-out' && state.reason === 'logged-out'
        ? 'admin.login.signedOut'
        : undefined;

  const field = (name: Field, type: string, autoComplete: string, label: MessageId) => (
    <FormField form={form} field={name} label={label}>
      <input {...form.control(name)} type={type} autoComplete={autoComplete} autoCapitalize="none" spellCheck={false} />
    </FormField>
  );

  return (
    <main className="admin-login">
      <div className="admin-login-top">
        <a className="admin-brand" href={`/${locale}`}>
          {restaurantName}
        </a>
        <LocaleSwitch />
      </div>
      <form
        ref={form.ref}
        className="card admin-login-card"
        noValidate
        onSubmit={form.handleSubmit(submit)}
        aria-labelledby="login-title"
      >
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
        <SubmitButton
          busy={form.busy || leaving}
          label="admin.login.submit"
          busyLabel="admin.login.submitting"
          className="button button-primary admin-wide-button"
        />
      </form>
    </main>
  );
}
