import type { GuestListItem, Locale } from '@ristorante/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { PageMessages } from '../../../i18n/page-messages';
import { CardTable } from '../../components/card-table';
import { ContactLinks } from '../../components/contact-links';
import { GuestProfileButton } from '../../components/guest-profile/guest-profile-button';
import { LabelledField } from '../../components/labelled-field';
import { Paging } from '../../components/paging';
import { QueryView } from '../../components/query-view';
import { numericDay } from '../../lib/dates';
import { guestListQuery, guestPageSize } from '../../lib/guests-query';
import { useAdminClient } from '../../lib/session-context';
import { pageParam, useQueryParams } from '../../lib/use-query-params';
import guestsCatalogue from './guests-messages?icu';
import './guests.css';

const catalogues = [guestsCatalogue];

/** Typing in the search box asks the server once the typing pauses, not on every key. */
const searchPauseMs = 300;

function GuestRow({ guest }: { guest: GuestListItem }) {
  const { locale } = useIntl();
  return (
    <tr>
      <th scope="row" className="admin-cell-name">
        <GuestProfileButton guestId={guest.id} name={guest.name}>
          {guest.name}
        </GuestProfileButton>
        {guest.tags.map((tag) => (
          <span key={tag} className="admin-tag admin-tag-guest">
            {tag}
          </span>
        ))}
      </th>
      <td className="admin-cell-contact">
        <ContactLinks phone={guest.phone ?? ''} email={guest.email} />
      </td>
      <td className="guests-cell-visits">
        <FormattedMessage id="admin.guests.visitsLong" values={{ count: guest.visits }} />
      </td>
      <td className={guest.noShows > 0 ? 'guests-cell-no-shows guests-attention' : 'guests-cell-no-shows'}>
        <FormattedMessage id="admin.guests.noShowsLong" values={{ count: guest.noShows }} />
      </td>
      <td className="guests-cell-last">
        {guest.lastVisit ? numericDay(guest.lastVisit, locale as Locale) : <FormattedMessage id="admin.guests.neverVisited" />}
      </td>
    </tr>
  );
}

/** Every guest profile (docs/decisions.md 163): searched by name, phone or e-mail, the latest booked first, paged. */
function Guests() {
  const intl = useIntl();
  const client = useAdminClient();
  const [params, setQuery] = useQueryParams();
  const q = params.get('q') ?? '';
  const page = pageParam(params);
  const [search, setSearch] = useState(q);
  const list = useQuery(guestListQuery(client, q, page));

  // The address leads (a link, the back button): the box follows it.
  useEffect(() => setSearch(q), [q]);
  useEffect(() => {
    if (search === q) return undefined;
    const timer = setTimeout(() => setQuery({ q: search || undefined, page: undefined }), searchPauseMs);
    return () => clearTimeout(timer);
  }, [search, q, setQuery]);

  return (
    <section className="admin-tab" aria-labelledby="admin-tab-title">
      <div className="admin-tab-head">
        <h1 id="admin-tab-title">
          <FormattedMessage id="admin.guests.title" />
        </h1>
        <p className="admin-muted">
          <FormattedMessage id="admin.guests.lead" />
        </p>
      </div>
      <form className="admin-filter-bar" role="search" onSubmit={(event) => event.preventDefault()}>
        <LabelledField id="guests-search" label="admin.guests.search" className="admin-filter-search">
          <input
            id="guests-search"
            type="search"
            value={search}
            placeholder={intl.formatMessage({ id: 'admin.guests.searchHint' })}
            onChange={(event) => setSearch(event.target.value)}
          />
        </LabelledField>
      </form>
      <QueryView query={list} loading="admin.guests.loading" empty="admin.guests.empty" isEmpty={(data) => data.total === 0}>
        {(data) => (
          <>
            <CardTable
              caption="admin.guests.caption"
              className="guests-table"
              columns={[
                'admin.guests.column.guest',
                'admin.guests.column.contact',
                'admin.guests.column.visits',
                'admin.guests.column.noShows',
                'admin.guests.column.lastVisit',
              ]}
            >
              {data.items.map((guest) => (
                <GuestRow key={guest.id} guest={guest} />
              ))}
            </CardTable>
            <Paging
              page={page}
              pageSize={guestPageSize}
              total={data.total}
              onPage={(next) => setQuery({ page: next > 1 ? String(next) : undefined })}
            />
          </>
        )}
      </QueryView>
    </section>
  );
}

export function GuestsTab() {
  return (
    <PageMessages catalogues={catalogues}>
      <Guests />
    </PageMessages>
  );
}
