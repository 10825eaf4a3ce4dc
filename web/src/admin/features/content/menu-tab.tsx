import type { MenuItem } from '@ristorante/contracts';
import { useQuery } from '@tanstack/react-query';
import { FormattedMessage, useIntl } from 'react-intl';
import { PageMessages } from '../../../i18n/page-messages';
import { formatEuros } from '../../../lib/format';
import { useAdminClient } from '../session/session-context';
import { menuQuery } from './api/get-content';
import contentCatalogue from './content-messages?icu';
import { ContentScreen } from './content-screen';

const catalogues = [contentCatalogue];
const flags = ['vegetarian', 'vegan', 'glutenFree', 'spicy'] as const;

/** The menu by category, each dish with its price and whether it is available. */
function MenuScreen() {
  const intl = useIntl();
  const client = useAdminClient();
  const menu = useQuery(menuQuery(client));
  const de = intl.locale === 'de';
  return (
    <ContentScreen title="admin.menu.title" empty="admin.menu.empty" sitePath="menu" query={menu}>
      {(items) => {
        const categories = new Map<string, MenuItem[]>();
        for (const item of items) {
          const name = de ? item.categoryDe : item.categoryEn;
          categories.set(name, [...(categories.get(name) ?? []), item]);
        }
        return (
          <>
            <p>
              <FormattedMessage
                id="admin.menu.count"
                values={{ count: items.length, available: items.filter((item) => item.isAvailable).length }}
              />
            </p>
            {[...categories].map(([category, dishes]) => (
              <section key={category} className="admin-card" aria-label={category}>
                <h2>{category}</h2>
                <ul className="admin-menu-list">
                  {dishes.map((dish) => (
                    <li key={dish.id}>
                      <span>
                        <strong>{(de ? dish.titleDe : dish.titleEn) ?? dish.title}</strong>
                        <span className="admin-muted admin-block">
                          {[...flags.filter((flag) => dish[flag]), ...(dish.isAlcoholic ? ['alcoholic' as const] : [])]
                            .map((flag) => intl.formatMessage({ id: `admin.menu.flags.${flag}` }))
                            .join(' · ')}
                        </span>
                      </span>
                      <span>{formatEuros(dish.price, intl.locale)}</span>
                      <span
                        className={
                          dish.isAvailable ? 'admin-status admin-status-confirmed' : 'admin-status admin-status-cancelled'
                        }
                      >
                        <FormattedMessage id={dish.isAvailable ? 'admin.menu.available' : 'admin.menu.unavailable'} />
                      </span>
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          </>
        );
      }}
    </ContentScreen>
  );
}

export function MenuTab() {
  return (
    <PageMessages catalogues={catalogues}>
      <MenuScreen />
    </PageMessages>
  );
}
