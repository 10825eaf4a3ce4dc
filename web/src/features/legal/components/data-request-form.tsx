import { dataRequestHours, type Locale } from '@ristorante/contracts';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ApiError, newIdempotencyKey, postJson } from '../../../lib/api';

/**
 * The privacy page's self-service (docs/decisions.md 116): a guest asks for the link to their data. The answer is the
 * same whether the address is known, so the page says only that a link went to it; the server checks the address.
 */
/** The form's heading: the privacy tab's jump link leads to it. */
export const dataRequestHeadingId = 'legal-data-request';

export function DataRequestForm() {
  const intl = useIntl();
  const locale = intl.locale as Locale;
  const [email, setEmail] = useState('');
  const request = useMutation({
    mutationFn: (address: string) =>
      postJson('/api/data-requests', { email: address, locale }, { locale, idempotencyKey: newIdempotencyKey() }),
  });
  const fieldError = request.error instanceof ApiError ? request.error.fields.email : undefined;
  const sent = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (request.isSuccess) sent.current?.focus();
  }, [request.isSuccess]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    request.mutate(email.trim());
  };

  return (
    <section className="legal-data-request" aria-labelledby={dataRequestHeadingId}>
      <h3 id={dataRequestHeadingId} tabIndex={-1}>
        <FormattedMessage id="legal.dataRequest.title" />
      </h3>
      <p>
        <FormattedMessage id="legal.dataRequest.lead" />
      </p>
      {/* Always there, so the answer is announced; focus goes to it, the form it replaces being gone. */}
      <div aria-live="polite">
        {request.isSuccess ? (
          <p className="legal-data-request-sent" ref={sent} tabIndex={-1}>
            <FormattedMessage id="legal.dataRequest.sent" values={{ email: request.variables, hours: dataRequestHours }} />
          </p>
        ) : null}
      </div>
      {request.isSuccess ? null : (
        <form onSubmit={submit} noValidate>
          <label htmlFor="legal-data-request-email">
            <FormattedMessage id="legal.dataRequest.email" />
          </label>
          <div className="legal-data-request-row">
            <input
              id="legal-data-request-email"
              type="email"
              autoComplete="email"
              required
              value={email}
              onChange={(event) => {
                setEmail(event.target.value);
                request.reset();
              }}
              aria-invalid={fieldError ? true : undefined}
              aria-describedby={fieldError ? 'legal-data-request-error' : undefined}
            />
            <button type="submit" className="button button-primary" disabled={request.isPending}>
              <FormattedMessage id={request.isPending ? 'legal.dataRequest.sending' : 'legal.dataRequest.submit'} />
            </button>
          </div>
          {fieldError ? (
            <p id="legal-data-request-error" className="legal-data-request-error">
              {fieldError}
            </p>
          ) : request.isError ? (
            <p className="legal-data-request-error" role="alert">
              {(request.error instanceof ApiError && request.error.serverMessage) ||
                intl.formatMessage({ id: 'legal.dataRequest.error' })}
            </p>
          ) : null}
        </form>
      )}
    </section>
  );
}
