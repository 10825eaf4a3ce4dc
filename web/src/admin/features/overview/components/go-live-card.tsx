import type { GoLiveItem } from '@ristorante/contracts';
import { useQuery } from '@tanstack/react-query';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { MessageId } from '../../../../i18n/catalogues';
import { adminPaths, type AdminTab } from '../../../config/admin-paths';
import { useAdminClient } from '../../../lib/session-context';
import { goLiveQuery } from '../../../lib/go-live-query';

/** Where each part is put right: its own tab (docs/decisions.md 151–153), the restaurant's details in Settings. */
const tabOf: Record<GoLiveItem['area'], AdminTab> = {
  restaurant: 'settings',
  home: 'home',
  blog: 'blog',
  instagram: 'instagram',
};

/** The fields a stand-in is likely in, by name; any other is named by its path. */
const fieldNames: Record<string, MessageId> = {
  'operator.register': 'admin.goLive.field.register',
  'operator.vatId': 'admin.goLive.field.vatId',
  hostingProvider: 'admin.goLive.field.hostingProvider',
  mailProvider: 'admin.goLive.field.mailProvider',
  googleReviewUrl: 'admin.goLive.field.googleReviewUrl',
};

function ItemText({ item }: { item: GoLiveItem }) {
  const intl = useIntl();
  const path = item.path ?? '';
  const field = fieldNames[path]
    ? intl.formatMessage({ id: fieldNames[path] })
    : path.startsWith('socialLinks.')
      ? intl.formatMessage({ id: 'admin.goLive.field.socialLink' }, { number: Number(path.split('.')[1]) + 1 })
      : path;
  return (
    <FormattedMessage id={`admin.goLive.${item.area}.${item.kind}` as MessageId} values={{ field, title: item.title ?? '' }} />
  );
}

/**
 * Before going online (docs/decisions.md 149): what still holds a stand-in, each item a link to where the owner
 * puts it right; once nothing is left, one line says the site is ready. Owners only: staff change none of it.
 */
export function GoLiveCard() {
  const client = useAdminClient();
  const intl = useIntl();
  const goLive = useQuery(goLiveQuery(client));
  if (!goLive.data) return null;
  const { items } = goLive.data;
  return (
    <section className="card admin-go-live" aria-labelledby="overview-go-live" data-ready={items.length === 0}>
      <h2 id="overview-go-live">
        <FormattedMessage id="admin.goLive.title" />
      </h2>
      {items.length === 0 ? (
        <p>
          <FormattedMessage id="admin.goLive.ready" />
        </p>
      ) : (
        <>
          <p>
            <FormattedMessage id="admin.goLive.lead" values={{ count: items.length }} />
          </p>
          <ul className="admin-go-live-list">
            {items.map((item) => (
              <li key={`${item.area}-${item.kind}-${item.path ?? item.id ?? ''}`}>
                <Link to={adminPaths.dashboard(intl.locale, tabOf[item.area])}>
                  <ItemText item={item} />
                </Link>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
