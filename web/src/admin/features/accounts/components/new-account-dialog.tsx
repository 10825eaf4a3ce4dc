import { newAccountRequestSchema, type AccountWithPassword } from '@ristorante/contracts';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Dialog } from '../../../components/dialog';
import { failureText } from '../../../lib/failure-text';
import { useFieldErrors } from '../../../lib/use-field-errors';
import { useAdminClient } from '../../../lib/session-context';
import { createAccount } from '../api/accounts-api';
import { FieldError } from './field-error';

const fields = ['firstName', 'email', 'username', 'role'] as const;
type Field = (typeof fields)[number];

/** A new account: the owner names the person and their role; the server makes the password (shown once). */
export function NewAccountDialog({
  onCreated,
  onClose,
}: {
  onCreated: (created: AccountWithPassword) => void;
  onClose: () => void;
}) {
  const intl = useIntl();
  const client = useAdminClient();
  const [values, setValues] = useState<Record<Field, string>>({ firstName: '', email: '', username: '', role: 'staff' });
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | undefined>();
  const { form, errors, show, clear, fromSchema, fromServer, control } = useFieldErrors(fields);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setFailure(undefined);
    if (show(fromSchema(newAccountRequestSchema.safeParse(values), intl))) return;
    setBusy(true);
    try {
      onCreated(await createAccount(client, { ...values, role: values.role as 'owner' | 'staff' }));
    } catch (error) {
      show(fromServer(error));
      const title = intl.formatMessage({ id: 'admin.accounts.staff.createFailed' });
      setFailure([title, failureText(error, intl)].filter(Boolean).join(' '));
    } finally {
      setBusy(false);
    }
  };

  const change = (field: Field) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    clear(field);
  };
  const label = (field: Field) => (
    <label htmlFor={`new-account-${field}`}>
      <FormattedMessage id={`admin.accounts.staff.${field === 'firstName' ? 'name' : field}`} />
    </label>
  );

  return (
    <Dialog title={intl.formatMessage({ id: 'admin.accounts.staff.new' })} onClose={onClose} holdsInput>
      <form ref={form} className="admin-form" noValidate onSubmit={submit}>
        <div className="admin-form-grid">
          <div className="field">
            {label('firstName')}
            <input
              {...control('new-account', 'firstName')}
              value={values.firstName}
              onChange={change('firstName')}
              autoComplete="off"
            />
            <FieldError id="new-account-firstName-error" text={errors.firstName} />
          </div>
          <div className="field">
            {label('email')}
            <input
              {...control('new-account', 'email')}
              type="email"
              value={values.email}
              onChange={change('email')}
              autoComplete="off"
            />
            <FieldError id="new-account-email-error" text={errors.email} />
          </div>
          <div className="field">
            {label('username')}
            <input
              {...control('new-account', 'username')}
              value={values.username}
              onChange={change('username')}
              autoComplete="off"
              aria-describedby={errors.username ? 'new-account-username-error' : 'new-account-username-hint'}
            />
            <p id="new-account-username-hint" className="admin-muted">
              <FormattedMessage id="admin.accounts.staff.usernameHint" />
            </p>
            <FieldError id="new-account-username-error" text={errors.username} />
          </div>
          <div className="field">
            {label('role')}
            <select {...control('new-account', 'role')} value={values.role} onChange={change('role')}>
              <option value="staff">{intl.formatMessage({ id: 'admin.accounts.role.staff' })}</option>
              <option value="owner">{intl.formatMessage({ id: 'admin.accounts.role.owner' })}</option>
            </select>
            <FieldError id="new-account-role-error" text={errors.role} />
          </div>
        </div>
        {failure ? (
          <div className="notice notice-error" role="alert">
            <p>{failure}</p>
          </div>
        ) : null}
        <div className="dialog-actions">
          <button type="button" className="button button-secondary" onClick={onClose}>
            <FormattedMessage id="admin.dialog.cancel" />
          </button>
          <button type="submit" className="button button-primary" aria-disabled={busy || undefined}>
            <FormattedMessage id={busy ? 'admin.accounts.staff.creating' : 'admin.accounts.staff.create'} />
          </button>
        </div>
      </form>
    </Dialog>
  );
}
