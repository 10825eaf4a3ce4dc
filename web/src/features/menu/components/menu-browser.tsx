import type { MenuItem } from '@ristorante/contracts';
import { useEffect, useMemo, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { EmptyState } from '../../../components/feedback/query-states';
import { countMenu, filterFlashMs, selectionKey, selectItems, type MenuSelection } from '../menu-selection';
import { MenuFilters } from './menu-filters';
import { MenuList } from './menu-list';
import { MenuOverview } from './menu-overview';

/** The loaded menu: filters, the chosen items (after the spec's short loading flash) and the overview. */
export function MenuBrowser({ items }: { items: readonly MenuItem[] }) {
  const counts = useMemo(() => countMenu(items), [items]);
  const [selection, setSelection] = useState<MenuSelection>({ tab: 'all' });
  const [flashing, setFlashing] = useState(false);
  const shown = useMemo(() => selectItems(items, selection), [items, selection]);
  const key = selectionKey(selection);

  // Restarted by every new choice, so quick clicks end in one flash after the last of them.
  useEffect(() => {
    if (!flashing) return;
    const timer = setTimeout(() => setFlashing(false), filterFlashMs);
    return () => clearTimeout(timer);
  }, [flashing, key]);

  function select(next: MenuSelection) {
    if (selectionKey(next) === key) return;
    setSelection(next);
    setFlashing(true);
  }

  return (
    <>
      <MenuFilters counts={counts} selection={selection} onSelect={select} />
      <div id="menu-results" className="menu-results">
        {/* One live region that stays in place: it says 'Loading' while switching, then how many items are shown. */}
        <p className={flashing ? 'menu-results-status menu-results-loading' : 'menu-results-status'} role="status">
          {flashing ? (
            <FormattedMessage id="menu.loading" />
          ) : (
            <FormattedMessage id="menu.results" values={{ count: shown.length }} />
          )}
        </p>
        {flashing ? null : shown.length > 0 ? (
          <MenuList items={shown} />
        ) : (
          <EmptyState title={<FormattedMessage id="menu.emptyCategory.title" />}>
            <p>
              <FormattedMessage id="menu.emptyCategory.hint" />
            </p>
          </EmptyState>
        )}
      </div>
      <MenuOverview counts={counts} />
    </>
  );
}
