import type { MessageId } from '../../../../i18n/catalogues';
import { changePasswordRequestSchema } from '@ristorante/contracts';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useToaster } from '../../../components/toaster';
import { failureText } from '../../../lib/failure-text';
import { useFieldErrors } from '../../../lib/use-field-errors';
import { useAdminClient } from '../../../lib/session-context';
import { changeOwnPassword } from '../api/accounts-api';
import { FieldError } from './field-error';

const fields = ['currentPassword', 'newPassword', 'repeat'] as const;
type Values = Record<(typeof fields)[number], string>;
const empty: Values = { currentPassword: '', newPassword: '', repeat: '' };

interface PasswordFormProps {
  /**
   * Signed in with a one-time password an owner made: the form is the whole screen, its first field is that
   * password, and `onChanged` lets the dashboard go on (docs/decisions.md 133).
   */
  firstSignIn?: { onChanged: () => void };
}

/** Changing one's own password; the server signs out every other session of the account. */
export function PasswordForm({ firstSignIn }: PasswordFormProps = {}) {
  const intl = useIntl();
  const client = useAdminClient();
  const toaster = useToaster();
  const [values, setValues] = useState(empty);
  const [busy, setBusy] = useState(false);
  const { form, errors, show, clear, fromSchema, fromServer, control } = useFieldErrors(fields);
  const text = (id: MessageId) => intl.formatMessage({ id });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const request = { currentPassword: values.currentPassword, newPassword: values.newPassword };
    const found = fromSchema(changePasswordRequestSchema.safeParse(request), intl);
    if (!found.newPassword && values.repeat !== values.newPassword) found.repeat = text('admin.accounts.password.mismatch');
    if (show(found)) return;
    setBusy(true);
    try {
      await changeOwnPassword(client, request);
      setValues(empty);
      toaster.success(text(firstSignIn ? 'admin.accounts.firstPassword.changed' : 'admin.accounts.password.changed'));
      firstSignIn?.onChanged();
    } catch (error) {
      if (!show(fromServer(error))) toaster.failure(text('admin.accounts.password.failed'), failureText(error, intl));
    } finally {
      setBusy(false);
    }
  };

  const input = (field: (typeof fields)[number], label: MessageId, autoComplete: string) => (
    <div className="field">
      <label htmlFor={`own-password-${field}`}>
        <FormattedMessage id={label} />
      </label>
      <input
        {...control('own-password', field)}
        type="password"
        autoComplete={autoComplete}
        value={values[field]}
        onChange={(event) => {
          setValues((current) => ({ ...current, [field]: event.target.value }));
          clear(field);
        }}
      />
      <FieldError id={`own-password-${field}-error`} text={errors[field]} />
    </div>
  );

  const Title = firstSignIn ? 'h1' : 'h2';
  return (
    <section className="admin-card" aria-labelledby="own-password-title">
      <Title id="own-password-title">
        <FormattedMessage id={firstSignIn ? 'admin.accounts.firstPassword.title' : 'admin.accounts.password.title'} />
      </Title>
      {firstSignIn ? (
        <p>
          <FormattedMessage id="admin.accounts.firstPassword.intro" />
        </p>
      ) : null}
      <form ref={form} className="admin-form" noValidate onSubmit={submit}>
        {input(
          'currentPassword',
          firstSignIn ? 'admin.accounts.firstPassword.current' : 'admin.accounts.password.current',
          'current-password',
        )}
        {input('newPassword', 'admin.accounts.password.new', 'new-password')}
        <p className="admin-muted">
          <FormattedMessage id="admin.accounts.password.newHint" />
        </p>
        {input('repeat', 'admin.accounts.password.repeat', 'new-password')}
        <button type="submit" className="button button-primary" aria-disabled={busy || undefined}>
          <FormattedMessage
            id={
              busy
                ? 'admin.accounts.password.saving'
                : firstSignIn
                  ? 'admin.accounts.firstPassword.submit'
                  : 'admin.accounts.password.submit'
            }
          />
        </button>
      </form>
    </section>
  );
}
