import type { Locale } from '@ristorante/contracts';
import { useState } from 'react';
import { FormField } from '../../../../components/forms/form-field';
import { SubmitButton } from '../../../../components/forms/form-notices';
import { useForm } from '../../../../components/forms/use-form';
import { FormattedMessage, useIntl } from 'react-intl';
import type { MessageId } from '../../../../i18n/catalogues';
import { useAdminTitle } from '../../../lib/use-admin-title';
import { useSession } from '../../../lib/session-context';
import '../../../components/sign-in-frame.css';
import '../login-test.css';
import { useRestaurant } from '../../../../lib/restaurant';

interface Step {
  id: MessageId;
  /** What the step sends; `csrf` is the token an earlier step found. */
  call: (input: { identifier: string; password: string; locale: Locale; csrf: string }) => Promise<Response>;
  /** Whether the answer is the one a working sign-in gives; it may hand on a CSRF token. */
  check: (response: Response, body: unknown) => { ok: boolean; csrf?: string };
  /** Signing out again: run once the sign-in worked, even after a step between failed, so no session is left. */
  cleanup?: boolean;
}

const json = { 'content-type': 'application/json', accept: 'application/json' };
const csrfOf = (body: unknown) =>
  typeof body === 'object' && body !== null && 'csrfToken' in body && typeof body.csrfToken === 'string'
    ? body.csrfToken
    : undefined;
const authenticated = (body: unknown) =>
  typeof body === 'object' && body !== null && 'authenticated' in body && body.authenticated === true;

/** The login's round trip, step by step: every call of the admin session's API. */
const steps: Step[] = [
  {
    id: 'admin.test.step.login',
    call: ({ identifier, password, locale }) =>
      fetch('/api/admin/login', {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ identifier, password, locale }),
        cache: 'no-store',
      }),
    check: (response, body) => ({ ok: response.ok && csrfOf(body) !== undefined, csrf: csrfOf(body) }),
  },
  {
    id: 'admin.test.step.session',
    call: () => fetch('/api/admin/session', { cache: 'no-store' }),
    check: (response, body) => ({ ok: response.ok && authenticated(body) }),
  },
  {
    id: 'admin.test.step.csrf',
    call: () => fetch('/api/admin/csrf', { cache: 'no-store' }),
    check: (response, body) => ({ ok: response.ok && csrfOf(body) !== undefined, csrf: csrfOf(body) }),
  },
  {
    id: 'admin.test.step.refresh',
    call: ({ csrf }) =>
      fetch('/api/admin/refresh', { method: 'POST', headers: { ...json, 'x-csrf-token': csrf }, cache: 'no-store' }),
    check: (response, body) => ({ ok: response.ok && csrfOf(body) !== undefined, csrf: csrfOf(body) }),
  },
  {
    id: 'admin.test.step.logout',
    call: ({ csrf }) =>
      fetch('/api/admin/logout', { method: 'POST', headers: { ...json, 'x-csrf-token': csrf }, cache: 'no-store' }),
    check: (response) => ({ ok: response.ok }),
    cleanup: true,
  },
  {
    id: 'admin.test.step.closed',
    call: () => fetch('/api/admin/session', { cache: 'no-store' }),
    check: (response, body) => ({ ok: response.ok && !authenticated(body) }),
    cleanup: true,
  },
];

type Result = { outcome: 'ok' | 'failed'; status: number | undefined; ms: number } | { outcome: 'skipped' };

/** Runs the steps in turn, telling `progress` after each; after a failure only a sign-out still runs. */
async function runSteps(
  input: { identifier: string; password: string; locale: Locale },
  progress: (done: Result[]) => void,
): Promise<Result[]> {
  const done: Result[] = [];
  let csrf = '';
  let failed = false;
  let signedIn = false;
  for (const step of steps) {
    if (failed && !(step.cleanup && signedIn)) {
      done.push({ outcome: 'skipped' });
      continue;
    }
    const started = performance.now();
    try {
      const response = await step.call({ ...input, csrf });
      const body: unknown = await response.json().catch(() => undefined);
      const verdict = step.check(response, body);
      csrf = verdict.csrf ?? csrf;
      signedIn ||= step.id === 'admin.test.step.login' && verdict.ok;
      failed ||= !verdict.ok;
      done.push({
        outcome: verdict.ok ? 'ok' : 'failed',
        status: response.status,
        ms: Math.round(performance.now() - started),
      });
    } catch {
      failed = true;
      done.push({ outcome: 'failed', status: undefined, ms: Math.round(performance.now() - started) });
    }
    progress([...done]);
  }
  return done;
}

/**
 * `/{locale}/admin/test`: a check that signing in works end to end, for whoever
 * sets the site up. Nothing is prefilled; the test signs out at its end, so it leaves no session behind.
 */
export function LoginTestPage() {
  const intl = useIntl();
  const restaurantName = useRestaurant().name;
  const session = useSession();
  const form = useForm({ id: 'test', initial: { identifier: '', password: '' }, fields: ['identifier', 'password'] });
  const [results, setResults] = useState<Result[] | undefined>();
  useAdminTitle(intl.formatMessage({ id: 'admin.test.title' }));

  const run = async () => {
    // The steps not run after a failure are shown as such.
    setResults(await runSteps({ ...form.values, locale: intl.locale }, setResults));
    form.set('password', '');
    // The test signed this browser out (or in and out): the dashboard must ask again.
    void session.check();
  };

  const passed = results?.length === steps.length && results.every((result) => result.outcome === 'ok');

  return (
    <main className="admin-login">
      <div className="admin-login-top">
        <a className="admin-brand" href={`/${intl.locale}`}>
          {restaurantName}
        </a>
      </div>
      <form ref={form.ref} className="card admin-test-card" onSubmit={form.handleSubmit(run)} aria-labelledby="test-title">
        <h1 id="test-title">
          <FormattedMessage id="admin.test.title" />
        </h1>
        <p className="admin-muted">
          <FormattedMessage id="admin.test.lead" />
        </p>
        <FormField form={form} field="identifier" label="admin.login.identifier">
          <input {...form.control('identifier')} autoComplete="username" autoCapitalize="none" />
        </FormField>
        <FormField form={form} field="password" label="admin.login.password">
          <input {...form.control('password')} type="password" autoComplete="current-password" />
        </FormField>
        <SubmitButton
          busy={form.busy}
          label="admin.test.run"
          busyLabel="admin.test.running"
          className="button button-primary admin-wide-button"
        />
        <ol className="admin-test-steps" aria-live="polite">
          {steps.map((step, index) => {
            const result = results?.[index];
            return (
              <li key={step.id} className={result ? `admin-test-step admin-test-${result.outcome}` : 'admin-test-step'}>
                <span>
                  <FormattedMessage id={step.id} />
                </span>
                {result ? (
                  <span className="admin-test-result">
                    <strong>
                      <FormattedMessage id={`admin.test.result.${result.outcome}`} />
                    </strong>
                    {result.outcome !== 'skipped' ? (
                      <>
                        {' · '}
                        {result.status === undefined ? (
                          <FormattedMessage id="admin.test.unreachable" />
                        ) : (
                          <FormattedMessage id="admin.test.detail" values={{ status: result.status, ms: result.ms }} />
                        )}
                      </>
                    ) : null}
                  </span>
                ) : null}
              </li>
            );
          })}
        </ol>
        {/* Always present, so the verdict is announced when it appears. */}
        <div role="status">
          {results && !form.busy ? (
            <p className={passed ? 'notice' : 'notice notice-error'}>
              <FormattedMessage id={passed ? 'admin.test.passed' : 'admin.test.failedSummary'} />
            </p>
          ) : null}
        </div>
      </form>
    </main>
  );
}
