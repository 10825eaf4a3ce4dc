import { dataRequestHours, type Locale } from '@ristorante/contracts';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { FieldError } from '../../../components/forms/form-field';
import { FormAlert, SubmitButton } from '../../../components/forms/form-notices';
import { useForm, type Problem } from '../../../components/forms/use-form';
import '../../../components/forms/forms.css';
import { ApiError, postJson } from '../../../lib/api';

/** The form's heading: the privacy tab's jump link leads to it. */
export const dataRequestHeadingId = 'legal-data-request';

/**
 * The privacy page's self-service (docs/decisions.md 116): a guest asks for the link to their data. The answer is the
 * same whether the address is known, so the page says only that a link went to it; the server checks the address.
 */
export function DataRequestForm() {
  const intl = useIntl();
  const locale = intl.locale as Locale;
  const [failure, setFailure] = useState<Problem | undefined>();
  const form = useForm({
    id: 'legal-data-request',
    initial: { email: '' },
    fields: ['email'],
    onEdit: () => setFailure(undefined),
  });
  const request = useMutation({
    mutationFn: ({ email, key }: { email: string; key: string }) =>
      postJson('/api/data-requests', { email, locale }, { locale, idempotencyKey: key }),
  });
  const sent = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (request.isSuccess) sent.current?.focus();
  }, [request.isSuccess]);

  const submit = async () => {
    setFailure(undefined);
    try {
      await request.mutateAsync({ email: form.values.email.trim(), key: form.idempotencyKey() });
    } catch (error) {
      if (form.showServerErrors(error)) return;
      const serverMessage = error instanceof ApiError ? error.serverMessage : undefined;
      setFailure(serverMessage ? { text: serverMessage } : { key: 'legal.dataRequest.error' });
    }
  };

  return (
    <section className="card legal-data-request" aria-labelledby={dataRequestHeadingId}>
      <h3 id={dataRequestHeadingId} tabIndex={-1}>
        <FormattedMessage id="legal.dataRequest.title" />
      </h3>
      <p>
        <FormattedMessage id="legal.dataRequest.lead" />
      </p>
      {/* Always there, so the answer is announced; focus goes to it, the form it replaces being gone. */}
      <div aria-live="polite">
        {request.isSuccess ? (
          <p className="notice-success legal-data-request-sent" ref={sent} tabIndex={-1}>
            <FormattedMessage id="legal.dataRequest.sent" values={{ email: request.variables.email, hours: dataRequestHours }} />
          </p>
        ) : null}
      </div>
      {request.isSuccess ? null : (
        <form ref={form.ref} className="field" onSubmit={form.handleSubmit(submit)} noValidate>
          <label htmlFor={form.ids('email').control}>
            <FormattedMessage id="legal.dataRequest.email" />
          </label>
          <div className="legal-data-request-row">
            <input {...form.control('email')} type="email" autoComplete="email" required />
            <SubmitButton busy={form.busy} label="legal.dataRequest.submit" busyLabel="legal.dataRequest.sending" className="" />
          </div>
          <FieldError form={form} field="email" />
          {failure ? <FormAlert>{form.say(failure)}</FormAlert> : null}
        </form>
      )}
    </section>
  );
}
