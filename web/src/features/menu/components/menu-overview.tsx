import { FormattedMessage } from 'react-intl';
import type { MessageId } from '../../../i18n/catalogues';
import type { MenuCounts } from '../menu-selection';

/** The overview block: how many dishes and drinks the menu holds, and how many drinks are alcoholic. */
export function MenuOverview({ counts }: { counts: MenuCounts }) {
  const entries: Array<{ id: MessageId; count: number }> = [
    { id: 'menu.overview.food', count: counts.food },
    { id: 'menu.overview.beverages', count: counts.drinks },
    { id: 'menu.overview.alcoholic', count: counts.alcoholic },
    { id: 'menu.overview.nonAlcoholic', count: counts.nonAlcoholic },
  ];

  return (
    <section className="menu-overview" aria-labelledby="menu-overview-title">
      <h2 id="menu-overview-title">
        <FormattedMessage id="menu.overview.title" />
      </h2>
      <dl className="menu-overview-list">
        {entries.map((entry) => (
          <div key={entry.id} className="menu-overview-entry">
            <dt>
              <FormattedMessage id={entry.id} />
            </dt>
            <dd>{entry.count}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
