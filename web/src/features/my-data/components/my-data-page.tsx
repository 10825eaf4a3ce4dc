import type { Locale, PersonalData } from '@ristorante/contracts';
import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api';
import { usePageHead } from '../../../lib/page-head';
import { useRestaurant } from '../../../lib/restaurant';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useHydrated } from '../../../lib/use-hydrated';
import { useErasePersonalData, usePersonalData } from '../api/personal-data';
import './my-data.css';

/** The kinds of records, in the order the page lists them. */
const kinds = ['reservations', 'eventBookings', 'waitlist', 'guestProfile', 'contactMessages', 'feedback'] as const;

/** Everything as one file: what each service answered, as it answered it. */
function download(answers: PersonalData[], locale: Locale, restaurantName: string) {
  const file = new Blob(
    [JSON.stringify({ exportedAt: new Date().toISOString(), email: answers[0]?.email, services: answers }, null, 2)],
    { type: 'application/json' },
  );
  const link = document.createElement('a');
  link.href = URL.createObjectURL(file);
  link.download = `${locale === 'de' ? 'meine-daten' : 'my-data'}-${restaurantName.toLowerCase().replace(/\W+/g, '-')}.json`;
  link.click();
  // Once the browser has taken the file.
  setTimeout(() => URL.revokeObjectURL(link.href), 1000);
}

/**
 * `/{locale}/my-data#<token>`: what the restaurant stores about the address a data request's link went to, as a file
 * to download, and its erasure (docs/decisions.md 116). The token is read from the fragment in the browser.
 */
export function MyDataPage() {
  const intl = useIntl();
  const locale = intl.locale as Locale;
  useDocumentTitle(intl.formatMessage({ id: 'myData.title' }));
  const head = usePageHead();
  if (head) head.private = true;
  const read = useHydrated();
  const { hash } = useLocation();
  const token = read ? hash.slice(1) || undefined : undefined;
  const [erasing, setErasing] = useState(false);
  const answers = usePersonalData(token, locale, erasing);
  // What each owner last answered stands while it is asked again (after an erasure): an error counts only without it.
  const data = answers.every((answer) => answer.data) ? answers.map((answer) => answer.data!) : undefined;
  const failed = data ? undefined : answers.find((answer) => answer.error && !answer.data)?.error;
  const status = failed instanceof ApiError ? failed.status : undefined;

  return (
    <div className="page page-column my-data-page">
      <h1>
        <FormattedMessage id="myData.title" />
      </h1>
      {!read || (token && !failed && !data) ? (
        <p role="status">
          <FormattedMessage id="myData.loading" />
        </p>
      ) : !token || status === 404 || status === 410 ? (
        <p className="card my-data-card">
          <FormattedMessage id={status === 410 ? 'myData.expired' : 'myData.invalid'} />{' '}
          <Link to={paths.legal.getTabHref(locale, 'privacy')}>
            <FormattedMessage id="myData.privacyPage" />
          </Link>
        </p>
      ) : data ? (
        <Records data={data} token={token} locale={locale} onErase={() => setErasing(true)} />
      ) : (
        <div className="notice notice-error" role="alert">
          <p>
            <FormattedMessage id="myData.failed" />
          </p>
          <button
            type="button"
            className="button button-secondary"
            onClick={() => answers.forEach((answer) => void answer.refetch())}
          >
            <FormattedMessage id="myData.retry" />
          </button>
        </div>
      )}
    </div>
  );
}

function Records({ data, token, locale, onErase }: { data: PersonalData[]; token: string; locale: Locale; onErase: () => void }) {
  const [asking, setAsking] = useState(false);
  const restaurant = useRestaurant();
  const erase = useErasePersonalData(token, locale);
  const counts = Object.fromEntries(
    kinds.map((kind) => [kind, data.reduce((sum, answer) => sum + (answer.records[kind]?.length ?? 0), 0)]),
  );
  const total = Object.values(counts).reduce((sum, count) => sum + count, 0);
  const erased = data.some((answer) => answer.erased);
  const notice = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (erased) notice.current?.focus();
  }, [erased]);
  return (
    <>
      <section className="card" aria-labelledby="my-data-lead">
        <p id="my-data-lead">
          <FormattedMessage id="myData.lead" values={{ email: <strong>{data[0]!.email}</strong> }} />
        </p>
        {total === 0 ? (
          <p>
            <FormattedMessage id="myData.nothing" />
          </p>
        ) : (
          <dl className="my-data-counts">
            {kinds.map((kind) => (
              <div key={kind}>
                <dt>
                  <FormattedMessage id={`myData.kind.${kind}`} />
                </dt>
                <dd>
                  <FormattedMessage id="myData.count" values={{ count: counts[kind] }} />
                </dd>
              </div>
            ))}
          </dl>
        )}
        <button type="button" className="button button-secondary" onClick={() => download(data, locale, restaurant.name)}>
          <FormattedMessage id="myData.download" />
        </button>
      </section>
      {/* Always there, so the erasure is announced when its sentence appears. */}
      <div role="status">
        {erased ? (
          <p className="notice-success my-data-erased" ref={notice} tabIndex={-1}>
            <FormattedMessage id="myData.erased" />
          </p>
        ) : null}
      </div>
      {erased ? null : (
        <section className="card" aria-labelledby="my-data-erase">
          <h2 id="my-data-erase">
            <FormattedMessage id="myData.erase.title" />
          </h2>
          <p>
            <FormattedMessage id="myData.erase.lead" />
          </p>
          {asking ? (
            <>
              <p>
                <FormattedMessage id="myData.erase.confirm" />
              </p>
              <div className="button-row">
                <button
                  type="button"
                  className="button button-primary"
                  disabled={erase.isPending}
                  onClick={() => erase.mutate(undefined, { onSuccess: onErase })}
                >
                  <FormattedMessage id="myData.erase.yes" />
                </button>
                <button type="button" className="button button-secondary" onClick={() => setAsking(false)}>
                  <FormattedMessage id="myData.erase.no" />
                </button>
              </div>
            </>
          ) : (
            <button type="button" className="button button-secondary" onClick={() => setAsking(true)}>
              <FormattedMessage id="myData.erase.button" />
            </button>
          )}
          {erase.isError ? (
            <p className="notice notice-error" role="alert">
              {(erase.error instanceof ApiError && erase.error.serverMessage) || <FormattedMessage id="myData.error" />}
            </p>
          ) : null}
        </section>
      )}
    </>
  );
}
