import { newAccountRequestSchema, type AccountWithPassword } from '@ristorante/contracts';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { FormField } from '../../../../components/forms/form-field';
import { SubmitButton } from '../../../../components/forms/form-notices';
import { useForm } from '../../../../components/forms/use-form';
import { checkWithSchema } from '../../../../lib/check-with-schema';
import { Dialog } from '../../../components/dialog';
import { failureText } from '../../../lib/failure-text';
import { useAdminClient } from '../../../lib/session-context';
import { createAccount } from '../api/accounts-api';

const fields = ['firstName', 'email', 'username', 'role'] as const;
const empty = { firstName: '', email: '', username: '', role: 'staff' };

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
  const [failure, setFailure] = useState<string | undefined>();
  const form = useForm({ id: 'new-account', initial: empty, fields });
  const { values } = form;

  const submit = async () => {
    setFailure(undefined);
    if (!(await form.check(() => checkWithSchema(newAccountRequestSchema, values)))) return;
    try {
      onCreated(await createAccount(client, { ...values, role: values.role as 'owner' | 'staff' }));
    } catch (error) {
      form.showServerErrors(error);
      const title = intl.formatMessage({ id: 'admin.accounts.staff.createFailed' });
      setFailure([title, failureText(error, intl)].filter(Boolean).join(' '));
    }
  };

  return (
    <Dialog title={intl.formatMessage({ id: 'admin.accounts.staff.new' })} onClose={onClose} holdsInput>
      <form ref={form.ref} className="admin-form" noValidate onSubmit={form.handleSubmit(submit)}>
        <div className="admin-form-grid">
          <FormField form={form} field="firstName" label="admin.accounts.staff.name">
            <input {...form.control('firstName')} autoComplete="off" />
          </FormField>
          <FormField form={form} field="email" label="admin.accounts.staff.email">
            <input {...form.control('email')} type="email" autoComplete="off" />
          </FormField>
          <FormField
            form={form}
            field="username"
            label="admin.accounts.staff.username"
            hint={<FormattedMessage id="admin.accounts.staff.usernameHint" />}
          >
            <input {...form.control('username', form.ids('username').hint)} autoComplete="off" />
          </FormField>
          <FormField form={form} field="role" label="admin.accounts.staff.role">
            <select {...form.control('role')}>
              <option value="staff">{intl.formatMessage({ id: 'admin.accounts.role.staff' })}</option>
              <option value="owner">{intl.formatMessage({ id: 'admin.accounts.role.owner' })}</option>
            </select>
          </FormField>
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
          <SubmitButton busy={form.busy} label="admin.accounts.staff.create" busyLabel="admin.accounts.staff.creating" />
        </div>
      </form>
    </Dialog>
  );
}
