import { useRef, useState, type ChangeEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { PrivacyNote } from '../../../components/forms/privacy-note';
import { useFocusFirstError } from '../../../components/forms/use-focus-first-error';
import { useSingleSubmit } from '../../../components/forms/use-single-submit';
import type { MessageId } from '../../../i18n/catalogues';
import { ApiError, newIdempotencyKey } from '../../../lib/api';
import { retryableImport } from '../../../lib/retryable-import';
import { useSendFeedback } from '../api/send-feedback';
import type * as CheckerModule from '../utils/check-feedback';
import { RatingField } from './rating-field';

/** The fields that can carry an error, in the order the form shows them (focus goes to the first). */
const fieldNames = ['name', 'email', 'rating', 'experience', 'suggestions', 'consentToPublish'] as const;
type Field = (typeof fieldNames)[number];
/** The guest's fields as typed (the rating '' until one is chosen) and the honeypot (`website`), which only bots fill in. */
interface Values {
  name: string;
  email: string;
  rating: string;
  experience: string;
  suggestions: string;
  consentToPublish: boolean;
  website: string;
}
type Problem = { key: MessageId } | { text: string };

const empty: Values = {
  name: '',
  email: '',
  rating: '',
  experience: '',
  suggestions: '',
  consentToPublish: false,
  website: '',
};

const isField = (name: string): name is Field => (fieldNames as readonly string[]).includes(name);

/** The shared schema (and zod), loaded when a guest starts on the form; one import shared by focus and submit. */
const loadChecker = retryableImport(() => import('../utils/check-feedback'));

/**
 * The feedback form (docs/product.md, 'Forms and their rules'): checked with the same shared schema the server uses, each field's
 * error shown beside it and cleared as soon as that field is edited; emptied on success, kept as typed on failure.
 */
export function FeedbackForm() {
  const intl = useIntl();
  const { locale } = intl;
  const [values, setValues] = useState<Values>(empty);
  // A field error is a message key (translated at render, so it follows a language switch) or, from the
  // server, a sentence already in the guest's language.
  const [errors, setErrors] = useState<Partial<Record<Field, Problem>>>({});
  const [failure, setFailure] = useState<{ detail?: string } | undefined>();
  // After a success: whether the guest allowed publishing, which decides whether to say when it appears.
  const [succeeded, setSucceeded] = useState<{ published: boolean } | undefined>();
  // One key per feedback as typed, any edit makes a new one. The inbox service does not honour it yet (a resend
  // after a lost answer stores it twice; docs/decisions.md 85); the key is sent so that it can.
  const idempotencyKey = useRef<string | undefined>(undefined);
  const mutation = useSendFeedback();
  const form = useRef<HTMLFormElement>(null);

  const focusFirstError = useFocusFirstError(form, fieldNames);

  const update = <Key extends keyof Values>(field: Key, value: Values[Key]) => {
    setValues((current) => ({ ...current, [field]: value }));
    idempotencyKey.current = undefined;
    setErrors((current) => {
      if (!(field in current)) return current;
      const rest = { ...current };
      delete rest[field as Field];
      return rest;
    });
    setSucceeded(undefined);
  };

  const showErrors = (found: Partial<Record<Field, Problem>>) => {
    setErrors(found);
    focusFirstError(found);
  };

  const submit = async () => {
    setFailure(undefined);
    setSucceeded(undefined);
    // The rating as a number (none chosen is refused by the schema), no suggestions as null, and the honeypot
    // as it is: empty from a person; whatever a bot put in, which the server then drops.
    const request = {
      ...values,
      rating: values.rating ? Number(values.rating) : null,
      suggestions: values.suggestions || null,
    };
    let checked: CheckerModule.CheckedFeedback;
    try {
      checked = (await loadChecker()).checkFeedback(request);
    } catch {
      // The checker's chunk did not arrive (connection lost, or a release replaced it): nothing is sent.
      setFailure({});
      return;
    }
    if (!checked.ok) {
      showErrors(checked.errors as Partial<Record<Field, { key: MessageId }>>);
      return;
    }
    try {
      idempotencyKey.current ??= newIdempotencyKey();
      await mutation.mutateAsync({
        request: { ...request, rating: checked.request.rating },
        locale,
        idempotencyKey: idempotencyKey.current,
      });
      idempotencyKey.current = undefined;
      setValues(empty);
      setErrors({});
      setSucceeded({ published: request.consentToPublish });
    } catch (error) {
      // The form's own failure sentence always; beneath it the server's own (a 400's 'check the fields', a 429's 'wait a
      // moment'), already in the guest's language, when it sent one.
      setFailure({ detail: error instanceof ApiError ? error.serverMessage : undefined });
      if (error instanceof ApiError) {
        const fields = Object.entries(error.fields).filter(([field]) => isField(field));
        if (fields.length > 0) showErrors(Object.fromEntries(fields.map(([field, text]) => [field, { text }])));
      }
    }
  };
  const { onSubmit, busy } = useSingleSubmit(submit);

  const say = (message: Problem) => ('key' in message ? intl.formatMessage({ id: message.key }) : message.text);
  const errorId = (field: Field) => (errors[field] ? `feedback-${field}-error` : undefined);
  const fieldError = (field: Field) => {
    const error = errors[field];
    return error ? (
      <p id={`feedback-${field}-error`} className="reviews-field-error">
        {say(error)}
      </p>
    ) : null;
  };
  type TextField = 'name' | 'email' | 'experience' | 'suggestions';
  // What every text control of the form carries: its id and name, its value, and its error wiring.
  const control = (field: TextField, extraDescription?: string) => ({
    id: `feedback-${field}`,
    name: field,
    value: values[field],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => update(field, event.target.value),
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': [errorId(field), extraDescription].filter(Boolean).join(' ') || undefined,
  });
  const label = (field: TextField, id: MessageId, required = true) => (
    <label htmlFor={`feedback-${field}`}>
      <FormattedMessage id={id} />
      {required ? (
        <span className="reviews-required-mark" aria-hidden="true">
          {' '}
          *
        </span>
      ) : (
        <span className="reviews-optional">
          {' '}
          <FormattedMessage id="reviews.form.optional" />
        </span>
      )}
    </label>
  );

  return (
    <form
      ref={form}
      className="reviews-form"
      noValidate
      onSubmit={onSubmit}
      // Focus enters the form well before a submit: time enough to fetch the checker.
      onFocus={() => void loadChecker().catch(() => undefined)}
      aria-labelledby="reviews-feedback-title"
    >
      <p className="reviews-field-hint">
        <FormattedMessage id="reviews.form.required" />
      </p>
      <div className="reviews-form-fields">
        <div className="reviews-field">
          {label('name', 'reviews.form.name')}
          <input {...control('name')} autoComplete="name" required />
          {fieldError('name')}
        </div>
        <div className="reviews-field">
          {label('email', 'reviews.form.email')}
          <input {...control('email', 'feedback-email-hint')} type="email" autoComplete="email" required />
          <p id="feedback-email-hint" className="reviews-field-hint">
            <FormattedMessage id="reviews.form.emailHint" />
          </p>
          {fieldError('email')}
        </div>
        <div className="reviews-field">
          <RatingField value={values.rating} onChange={(rating) => update('rating', rating)} errorId={errorId('rating')} />
          {fieldError('rating')}
        </div>
        <div className="reviews-field">
          {label('experience', 'reviews.form.experience')}
          <textarea {...control('experience')} rows={5} required />
          {fieldError('experience')}
        </div>
        <div className="reviews-field">
          {label('suggestions', 'reviews.form.suggestions', false)}
          <textarea {...control('suggestions')} rows={3} />
          {fieldError('suggestions')}
        </div>
        <div className="reviews-field reviews-consent">
          <input
            id="feedback-consentToPublish"
            name="consentToPublish"
            type="checkbox"
            checked={values.consentToPublish}
            onChange={(event) => update('consentToPublish', event.target.checked)}
            aria-invalid={errors.consentToPublish ? true : undefined}
            aria-describedby={errorId('consentToPublish')}
          />
          <label htmlFor="feedback-consentToPublish">
            <FormattedMessage id="reviews.form.consent" />
          </label>
          {fieldError('consentToPublish')}
        </div>
        {/*
         * The honeypot: off-screen for people, out of the accessibility tree and the tab order for screen-reader
         * and keyboard users, and not filled in by the browser. Only a bot puts something here.
         */}
        <div className="reviews-honeypot" aria-hidden="true">
          <label htmlFor="feedback-website">
            <FormattedMessage id="reviews.form.website" />
          </label>
          <input
            id="feedback-website"
            name="website"
            type="text"
            tabIndex={-1}
            autoComplete="off"
            value={values.website}
            onChange={(event) => update('website', event.target.value)}
          />
        </div>
      </div>
      {failure ? (
        <div className="notice notice-error reviews-notice" role="alert">
          <p>
            <FormattedMessage id="reviews.error" />
          </p>
          {failure.detail ? <p>{failure.detail}</p> : null}
        </div>
      ) : null}
      {/* Always there, so the success is announced when its text appears. */}
      <div className={succeeded ? 'notice reviews-success' : undefined} role="status">
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
      </div>
      {/* aria-disabled, not disabled: focus stays on the button while the request runs. */}
      <button type="submit" className="button button-primary" aria-disabled={busy || undefined}>
        <FormattedMessage id={busy ? 'reviews.form.submitting' : 'reviews.form.submit'} />
      </button>
      <PrivacyNote />
    </form>
  );
}
