import type { MessageId } from '../../../../i18n/catalogues';
import { changePasswordRequestSchema } from '@ristorante/contracts';
import { FormattedMessage, useIntl } from 'react-intl';
import { FormField } from '../../../../components/forms/form-field';
import { SubmitButton } from '../../../../components/forms/form-notices';
import { useForm, type Problems } from '../../../../components/forms/use-form';
import { checkWithSchema } from '../../../../lib/check-with-schema';
import { useToaster } from '../../../components/toaster';
import { failureText } from '../../../lib/failure-text';
import { useAdminClient } from '../../../lib/session-context';
import { changeOwnPassword } from '../api/accounts-api';

const fields = ['currentPassword', 'newPassword', 'repeat'] as const;
type Field = (typeof fields)[number];
const empty = { currentPassword: '', newPassword: '', repeat: '' };

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
  const form = useForm({ id: 'own-password', initial: empty, fields });
  const text = (id: MessageId) => intl.formatMessage({ id });

  const submit = async () => {
    const { values } = form;
    const request = { currentPassword: values.currentPassword, newPassword: values.newPassword };
    const checked = checkWithSchema(changePasswordRequestSchema, request);
    const found: Problems<Field> = checked.ok ? {} : checked.errors;
    if (!found.newPassword && values.repeat !== values.newPassword) found.repeat = { key: 'admin.accounts.password.mismatch' };
    if (form.showErrors(found)) return;
    try {
      await changeOwnPassword(client, request);
      form.reset(empty);
      toaster.success(text(firstSignIn ? 'admin.accounts.firstPassword.changed' : 'admin.accounts.password.changed'));
      firstSignIn?.onChanged();
    } catch (error) {
      if (!form.showServerErrors(error)) toaster.failure(text('admin.accounts.password.failed'), failureText(error, intl));
    }
  };

  const input = (field: Field, label: MessageId, autoComplete: string) => (
    <FormField form={form} field={field} label={label}>
      <input {...form.control(field)} type="password" autoComplete={autoComplete} />
    </FormField>
  );

  const Title = firstSignIn ? 'h1' : 'h2';
  return (
    <section className="card" aria-labelledby="own-password-title">
      <Title id="own-password-title">
        <FormattedMessage id={firstSignIn ? 'admin.accounts.firstPassword.title' : 'admin.accounts.password.title'} />
      </Title>
      {firstSignIn ? (
        <p>
          <FormattedMessage id="admin.accounts.firstPassword.intro" />
        </p>
      ) : null}
      <form ref={form.ref} className="admin-form" noValidate onSubmit={form.handleSubmit(submit)}>
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
        <SubmitButton
          busy={form.busy}
          label={firstSignIn ? 'admin.accounts.firstPassword.submit' : 'admin.accounts.password.submit'}
          busyLabel="admin.accounts.password.saving"
        />
      </form>
    </section>
  );
}
