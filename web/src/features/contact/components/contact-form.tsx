import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { FormField } from '../../../components/forms/form-field';
import { FormAlert, FormSuccess, Honeypot, SubmitButton } from '../../../components/forms/form-notices';
import { PrivacyNote } from '../../../components/forms/privacy-note';
import { useForm } from '../../../components/forms/use-form';
import '../../../components/forms/forms.css';
import { useChecker } from '../../../i18n/page-messages';
import { ApiError } from '../../../lib/api';
import { retryableImport } from '../../../lib/retryable-import';
import { useSendContactMessage } from '../api/send-contact-message';
import { GuestForm } from '../../../components/forms/guest-form';

/** The guest's four fields and the honeypot (`website`), which only bots fill in. */
const empty = { name: '', email: '', subject: '', message: '', website: '' };
const fields = ['name', 'email', 'subject', 'message'] as const;

/** The shared schema's bounds for the message (contracts/src/inbox/contact-message.ts), for the character hint. */
const messageLength = { min: 10, max: 5000 };

/** The shared schema (and zod), loaded when a guest starts on the form; one import shared by focus and submit. */
const loadChecker = retryableImport(() => import('../utils/check-contact'));

/**
 * The contact form (docs/product.md, 'Forms and their rules'): checked with the same shared schema the server uses,
 * each field's error shown beside it and cleared as soon as that field is edited; emptied on success, kept as typed on
 * failure.
 */
export function ContactForm() {
  const { locale } = useIntl();
  const checker = useChecker(loadChecker);
  const [failed, setFailed] = useState<{ detail?: string | undefined } | undefined>();
  const [succeeded, setSucceeded] = useState(false);
  // One key per message as typed, any edit makes a new one. The inbox service does not honour it yet (a resend
  // after a lost answer stores the message twice; docs/decisions.md 85); the key is sent so that it can.
  const form = useForm({ id: 'contact', initial: empty, fields, onEdit: () => setSucceeded(false) });
  const mutation = useSendContactMessage();

  const submit = async () => {
    setFailed(undefined);
    setSucceeded(false);
    // The honeypot goes as it is: empty from a person; whatever a bot put in, which the server then drops.
    const request = { ...form.values };
    let checked;
    try {
      checked = await form.check(async () => (await checker()).checkContact(request));
    } catch {
      setFailed({});
      return;
    }
    if (!checked) return;
    try {
      await mutation.mutateAsync({ request, locale, idempotencyKey: form.idempotencyKey() });
      form.reset();
      setSucceeded(true);
    } catch (error) {
      // Always the form's own sentence, in the guest's language. Beneath it, the service's own sentence where it
      // is written for guests (a 400's 'check the fields', a 429's 'wait a moment'); a 500's or a proxy's text is
      // for operators, and English only.
      const forGuests = error instanceof ApiError && (error.status === 400 || error.status === 429);
      setFailed({ detail: forGuests ? error.serverMessage : undefined });
      form.showServerErrors(error);
    }
  };

  return (
    <GuestForm
      form={form}
      className="card contact-form"
      titleId="contact-form-title"
      title="contact.form.title"
      requiredNote="contact.form.required"
      prefetch={checker}
      onSubmit={form.handleSubmit(submit)}
    >
      <div className="form-fields contact-form-fields">
        <FormField form={form} field="name" label="contact.form.name" required>
          <input {...form.control('name')} autoComplete="name" required />
        </FormField>
        <FormField form={form} field="email" label="contact.form.email" required>
          <input {...form.control('email')} type="email" autoComplete="email" required />
        </FormField>
        <FormField form={form} field="subject" label="contact.form.subject" required>
          <input {...form.control('subject')} required />
        </FormField>
        <FormField
          form={form}
          field="message"
          label="contact.form.message"
          required
          hint={
            <FormattedMessage
              id="contact.form.messageHint"
              values={{ count: form.values.message.length, max: messageLength.max, min: messageLength.min }}
            />
          }
        >
          <textarea {...form.control('message', form.ids('message').hint)} rows={6} required />
        </FormField>
        <Honeypot
          id="contact-website"
          label="contact.form.website"
          value={form.values.website}
          onChange={(value) => form.set('website', value)}
        />
      </div>
      {failed ? (
        <FormAlert detail={failed.detail}>
          <FormattedMessage id="contact.error" />
        </FormAlert>
      ) : null}
      <FormSuccess>
        {succeeded ? (
          <p>
            <FormattedMessage id="contact.success" />
          </p>
        ) : null}
      </FormSuccess>
      <SubmitButton busy={form.busy} label="contact.form.submit" busyLabel="contact.form.submitting" />
      <PrivacyNote />
    </GuestForm>
  );
}
