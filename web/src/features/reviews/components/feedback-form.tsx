import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { FieldError, FormField } from '../../../components/forms/form-field';
import { FormAlert, FormSuccess, Honeypot, SubmitButton } from '../../../components/forms/form-notices';
import { PrivacyNote } from '../../../components/forms/privacy-note';
import { useForm } from '../../../components/forms/use-form';
import '../../../components/forms/forms.css';
import { useChecker } from '../../../i18n/page-messages';
import { ApiError } from '../../../lib/api';
import { retryableImport } from '../../../lib/retryable-import';
import { useSendFeedback } from '../api/send-feedback';
import { RatingField } from './rating-field';
import { GuestForm } from '../../../components/forms/guest-form';

/** The guest's fields as typed (the rating '' until one is chosen) and the honeypot (`website`), which only bots fill in. */
const empty = { name: '', email: '', rating: '', experience: '', suggestions: '', consentToPublish: false, website: '' };
/** The fields that can carry an error, in the order the form shows them (focus goes to the first). */
const fields = ['name', 'email', 'rating', 'experience', 'suggestions', 'consentToPublish'] as const;

/** The shared schema (and zod), loaded when a guest starts on the form; one import shared by focus and submit. */
const loadChecker = retryableImport(() => import('../utils/check-feedback'));

/**
 * The feedback form (docs/product.md, 'Forms and their rules'): checked with the same shared schema the server uses,
 * each field's error shown beside it and cleared as soon as that field is edited; emptied on success, kept as typed on
 * failure.
 */
export function FeedbackForm() {
  const { locale } = useIntl();
  const checker = useChecker(loadChecker);
  const [failed, setFailed] = useState<{ detail?: string | undefined } | undefined>();
  // After a success: whether the guest allowed publishing, which decides whether to say when it appears.
  const [succeeded, setSucceeded] = useState<{ published: boolean } | undefined>();
  // One key per feedback as typed, any edit makes a new one. The inbox service does not honour it yet (a resend
  // after a lost answer stores it twice; docs/decisions.md 85); the key is sent so that it can.
  const form = useForm({ id: 'feedback', initial: empty, fields, onEdit: () => setSucceeded(undefined) });
  const mutation = useSendFeedback();

  const submit = async () => {
    setFailed(undefined);
    setSucceeded(undefined);
    const { values } = form;
    // The rating as a number (none chosen is refused by the schema), no suggestions as null, and the honeypot
    // as it is: empty from a person; whatever a bot put in, which the server then drops.
    const request = { ...values, rating: values.rating ? Number(values.rating) : null, suggestions: values.suggestions || null };
    let checked;
    try {
      checked = await form.check(async () => (await checker()).checkFeedback(request));
    } catch {
      setFailed({});
      return;
    }
    if (!checked) return;
    try {
      await mutation.mutateAsync({
        request: { ...request, rating: checked.rating },
        locale,
        idempotencyKey: form.idempotencyKey(),
      });
      form.reset();
      setSucceeded({ published: request.consentToPublish });
    } catch (error) {
      // The form's own failure sentence always; beneath it the server's own (a 400's 'check the fields', a 429's 'wait
      // a moment'), already in the guest's language, when it sent one.
      setFailed({ detail: error instanceof ApiError ? error.serverMessage : undefined });
      form.showServerErrors(error);
    }
  };

  return (
    <GuestForm
      form={form}
      className="card reviews-form"
      titleId="reviews-feedback-title"
      requiredNote="reviews.form.required"
      prefetch={checker}
      onSubmit={form.handleSubmit(submit)}
    >
      <div className="form-fields reviews-form-fields">
        <FormField form={form} field="name" label="reviews.form.name" required>
          <input {...form.control('name')} autoComplete="name" required />
        </FormField>
        <FormField
          form={form}
          field="email"
          label="reviews.form.email"
          required
          hint={<FormattedMessage id="reviews.form.emailHint" />}
        >
          <input {...form.control('email', form.ids('email').hint)} type="email" autoComplete="email" required />
        </FormField>
        <div className="field">
          <RatingField
            value={form.values.rating}
            onChange={(rating) => form.set('rating', rating)}
            errorId={form.errors.rating ? form.ids('rating').error : undefined}
          />
          <FieldError form={form} field="rating" />
        </div>
        <FormField form={form} field="experience" label="reviews.form.experience" required>
          <textarea {...form.control('experience')} rows={5} required />
        </FormField>
        <FormField form={form} field="suggestions" label="reviews.form.suggestions" optional="reviews.form.optional">
          <textarea {...form.control('suggestions')} rows={3} />
        </FormField>
        <div className="field field-check">
          <input
            id={form.ids('consentToPublish').control}
            name="consentToPublish"
            type="checkbox"
            checked={form.values.consentToPublish}
            onChange={(event) => form.set('consentToPublish', event.target.checked)}
            aria-invalid={form.errors.consentToPublish ? true : undefined}
            aria-describedby={form.describedBy('consentToPublish')}
          />
          <label htmlFor={form.ids('consentToPublish').control}>
            <FormattedMessage id="reviews.form.consent" />
          </label>
          <FieldError form={form} field="consentToPublish" />
        </div>
        <Honeypot
          id="feedback-website"
          label="reviews.form.website"
          value={form.values.website}
          onChange={(value) => form.set('website', value)}
        />
      </div>
      {failed ? (
        <FormAlert detail={failed.detail}>
          <FormattedMessage id="reviews.error" />
        </FormAlert>
      ) : null}
      <FormSuccess>
        {succeeded ? (
          <>
            <p>
              <FormattedMessage id="reviews.success" />
            </p>
            {succeeded.published ? (
              <p>
                <FormattedMessage id="reviews.successPublished" />
              </p>
            ) : null}
          </>
        ) : null}
      </FormSuccess>
      <SubmitButton busy={form.busy} label="reviews.form.submit" busyLabel="reviews.form.submitting" />
      <PrivacyNote />
    </GuestForm>
  );
}
