import { useRef, useState, type ChangeEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { PrivacyNote } from '../../../components/forms/privacy-note';
import { useFocusFirstError } from '../../../components/forms/use-focus-first-error';
import { useSingleSubmit } from '../../../components/forms/use-single-submit';
import type { MessageId } from '../../../i18n/catalogues';
import { ApiError, newIdempotencyKey } from '../../../lib/api';
import { retryableImport } from '../../../lib/retryable-import';
import { useSendContactMessage } from '../api/send-contact-message';
import type * as CheckerModule from '../utils/check-contact';

const fieldNames = ['name', 'email', 'subject', 'message'] as const;
type Field = (typeof fieldNames)[number];
/** The guest's four fields and the honeypot (`website`), which only bots fill in. */
type Values = Record<Field | 'website', string>;
type Problem = { key: MessageId } | { text: string };

const empty: Values = { name: '', email: '', subject: '', message: '', website: '' };

/** The shared schema's bounds for the message (contracts/src/inbox/contact-message.ts), for the character hint. */
const messageLength = { min: 10, max: 5000 };

const isField = (name: string): name is Field => (fieldNames as readonly string[]).includes(name);

/** The shared schema (and zod), loaded when a guest starts on the form; one import shared by focus and submit. */
const loadChecker = retryableImport(() => import('../utils/check-contact'));

/**
 * The contact form (docs/product.md, 'Forms and their rules'): checked with the same shared schema the server uses,
 * each field's error shown beside it and cleared as soon as that field is edited; emptied on success, kept as typed on
 * failure.
 */
export function ContactForm() {
  const intl = useIntl();
  const { locale } = intl;
  const [values, setValues] = useState<Values>(empty);
  // A field error is a message key (translated at render, so it follows a language switch) or, from the
  // server, a sentence already in the guest's language.
  const [errors, setErrors] = useState<Partial<Record<Field, Problem>>>({});
  const [formError, setFormError] = useState<Problem | undefined>();
  const [formDetail, setFormDetail] = useState<string | undefined>();
  const [succeeded, setSucceeded] = useState(false);
  // One key per message as typed, any edit makes a new one. The inbox service does not honour it yet (a resend
  // after a lost answer stores the message twice; docs/decisions.md 85); the key is sent so that it can.
  const idempotencyKey = useRef<string | undefined>(undefined);
  const mutation = useSendContactMessage();
  const form = useRef<HTMLFormElement>(null);

  const focusFirstError = useFocusFirstError(form, fieldNames);

  const update = (field: keyof Values, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    idempotencyKey.current = undefined;
    setErrors((current) => {
      if (!(field in current)) return current;
      const rest = { ...current };
      delete rest[field as Field];
      return rest;
    });
    setSucceeded(false);
  };

  const showErrors = (found: Partial<Record<Field, Problem>>) => {
    setErrors(found);
    focusFirstError(found);
  };

  const submit = async () => {
    setFormError(undefined);
    setFormDetail(undefined);
    setSucceeded(false);
    // The honeypot goes as it is: empty from a person; whatever a bot put in, which the server then drops.
    const request = { ...values };
    let checked: CheckerModule.CheckedContact;
    try {
      checked = (await loadChecker()).checkContact(request);
    } catch {
      // The checker's chunk did not arrive (connection lost, or a release replaced it): nothing is sent.
      setFormError({ key: 'contact.error' });
      return;
    }
    if (!checked.ok) {
      showErrors(checked.errors as Partial<Record<Field, { key: MessageId }>>);
      return;
    }
    try {
      idempotencyKey.current ??= newIdempotencyKey();
      await mutation.mutateAsync({ request, locale, idempotencyKey: idempotencyKey.current });
      idempotencyKey.current = undefined;
      setValues(empty);
      setErrors({});
      setSucceeded(true);
    } catch (error) {
      // Always the form's own sentence, in the guest's language. Beneath it, the service's own sentence where it
      // is written for guests (a 400's 'check the fields', a 429's 'wait a moment'); a 500's or a proxy's text is
      // for operators, and English only.
      setFormError({ key: 'contact.error' });
      const forGuests = error instanceof ApiError && (error.status === 400 || error.status === 429);
      setFormDetail(forGuests ? error.serverMessage : undefined);
      if (error instanceof ApiError) {
        const fields = Object.entries(error.fields).filter(([field]) => isField(field));
        if (fields.length > 0) showErrors(Object.fromEntries(fields.map(([field, text]) => [field, { text }])));
      }
    }
  };
  const { onSubmit, busy } = useSingleSubmit(submit);

  const say = (message: Problem) => ('key' in message ? intl.formatMessage({ id: message.key }) : message.text);
  const fieldError = (field: Field) => {
    const error = errors[field];
    return error ? (
      <p id={`contact-${field}-error`} className="contact-field-error">
        {say(error)}
      </p>
    ) : null;
  };
  // What every control of the form carries: its id and name, its value, and its error wiring.
  const control = (field: Field, extraDescription?: string) => ({
    id: `contact-${field}`,
    name: field,
    value: values[field],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => update(field, event.target.value),
    required: true,
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby':
      [errors[field] ? `contact-${field}-error` : undefined, extraDescription].filter(Boolean).join(' ') || undefined,
  });
  const label = (field: Field, id: MessageId) => (
    <label htmlFor={`contact-${field}`}>
      <FormattedMessage id={id} />
      <span className="contact-required-mark" aria-hidden="true">
        {' '}
        *
      </span>
    </label>
  );

  return (
    <form
      ref={form}
      className="contact-form"
      noValidate
      onSubmit={onSubmit}
      // Focus enters the form well before a submit: time enough to fetch the checker.
      onFocus={() => void loadChecker().catch(() => undefined)}
      aria-labelledby="contact-form-title"
    >
      <h2 id="contact-form-title">
        <FormattedMessage id="contact.form.title" />
      </h2>
      <p className="contact-field-hint">
        <FormattedMessage id="contact.form.required" />
      </p>
      <div className="contact-form-fields">
        <div className="contact-field">
          {label('name', 'contact.form.name')}
          <input {...control('name')} autoComplete="name" />
          {fieldError('name')}
        </div>
        <div className="contact-field">
          {label('email', 'contact.form.email')}
          <input {...control('email')} type="email" autoComplete="email" />
          {fieldError('email')}
        </div>
        <div className="contact-field">
          {label('subject', 'contact.form.subject')}
          <input {...control('subject')} />
          {fieldError('subject')}
        </div>
        <div className="contact-field">
          {label('message', 'contact.form.message')}
          <textarea {...control('message', 'contact-message-hint')} rows={6} />
          <p id="contact-message-hint" className="contact-field-hint">
            <FormattedMessage
              id="contact.form.messageHint"
              values={{ count: values.message.length, max: messageLength.max, min: messageLength.min }}
            />
          </p>
          {fieldError('message')}
        </div>
        {/*
         * The honeypot: off-screen for people, out of the accessibility tree and the tab order for screen-reader
         * and keyboard users, and not filled in by the browser. Only a bot puts something here.
         */}
        <div className="contact-honeypot" aria-hidden="true">
          <label htmlFor="contact-website">
            <FormattedMessage id="contact.form.website" />
          </label>
          <input
            id="contact-website"
            name="website"
            type="text"
            tabIndex={-1}
            autoComplete="off"
            value={values.website}
            onChange={(event) => update('website', event.target.value)}
          />
        </div>
      </div>
      {formError ? (
        <div className="notice notice-error contact-notice" role="alert">
          <p>{say(formError)}</p>
          {formDetail ? <p>{formDetail}</p> : null}
        </div>
      ) : null}
      {/* Always there, so the success is announced when its text appears. */}
      <div className={succeeded ? 'notice contact-success' : undefined} role="status">
        {succeeded ? (
          <p>
            <FormattedMessage id="contact.success" />
          </p>
        ) : null}
      </div>
      {/* aria-disabled, not disabled: focus stays on the button while the request runs. */}
      <button type="submit" className="button button-primary" aria-disabled={busy || undefined}>
        <FormattedMessage id={busy ? 'contact.form.submitting' : 'contact.form.submit'} />
      </button>
      <PrivacyNote />
    </form>
  );
}
