import { menuCategoryLabels, type MenuItem } from '@ristorante/contracts';
import { useIntl } from 'react-intl';
import { groupByCategory } from '../menu-selection';
import { MenuItemCard } from './menu-item-card';

/** How many cards load their image at once: the one a phone shows without scrolling (the rest as they near the view). */
const eagerImages = 1;

/** The chosen items as a printed menu reads: one heading per category, its dishes or drinks below. */
export function MenuList({ items }: { items: readonly MenuItem[] }) {
  const { locale } = useIntl();
  const groups = groupByCategory(items);
  const eagerIds = new Set(
    groups
      .flatMap((group) => group.items)
      .slice(0, eagerImages)
      .map((item) => item.id),
  );

  return (
    <div className="menu-groups">
      {groups.map((group) => (
        <div key={group.category} className="menu-group">
          <h2 className="menu-group-title">{menuCategoryLabels[group.category][locale]}</h2>
          <ul className="menu-grid">
            {group.items.map((item) => (
              <MenuItemCard key={item.id} item={item} eager={eagerIds.has(item.id)} />
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}
