import { isAllergenCode, type AllergenCode, type MenuItem } from '@ristorante/contracts';
import { useEffect, useMemo, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { EmptyState } from '../../../components/feedback/query-states';
import { countMenu, filterFlashMs, selectionKey, selectItems, type MenuSelection } from '../menu-selection';
import { AllergenFilter } from './allergen-filter';
import { MenuFilters } from './menu-filters';
import { MenuList } from './menu-list';
import { MenuOverview } from './menu-overview';
import { useSearchParamsAfterHydration } from '../../../lib/use-hydrated';

/** The loaded menu: filters, the chosen items (after the short loading flash, docs/decisions.md 52) and the overview. */
export function MenuBrowser({ items }: { items: readonly MenuItem[] }) {
  // 'Without …' lives in the address (?without=milk,nuts), so a guest can keep or share a menu safe for them.
  // The ticks are kept here too: React Router applies an address change as a transition, and a controlled
  // checkbox bound to the address alone springs back until that transition renders (a slow phone sees it).
  const [params, setParams] = useSearchParamsAfterHydration();
  const withoutParam = params.get('without') ?? '';
  const [without, setWithout] = useState(() => allergensIn(withoutParam));
  useEffect(() => setWithout(allergensIn(withoutParam)), [withoutParam]);
  const safe = useMemo(
    () => (without.size === 0 ? items : items.filter((item) => !item.allergens.some((code) => without.has(code)))),
    [items, without],
  );
  const counts = useMemo(() => countMenu(safe), [safe]);
  const [selection, setSelection] = useState<MenuSelection>({ tab: 'all' });
  const [flashing, setFlashing] = useState(false);
  const shown = useMemo(() => selectItems(safe, selection), [safe, selection]);
  const key = selectionKey(selection);

  const avoid = (next: Set<AllergenCode>) => {
    setWithout(next);
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next.size > 0) updated.set('without', [...next].join(','));
        else updated.delete('without');
        return updated;
      },
      { replace: true, preventScrollReset: true },
    );
    setFlashing(true);
  };

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
      <AllergenFilter without={without} onChange={avoid} />
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

function allergensIn(param: string): ReadonlySet<AllergenCode> {
  return new Set(param.split(',').filter(isAllergenCode));
}
