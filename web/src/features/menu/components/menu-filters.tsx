import { menuCategoryLabels } from '@ristorante/contracts';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { MessageId } from '../../../i18n/catalogues';
import {
  drinkFilterCount,
  drinkFilters,
  foodFilters,
  type DrinkFilter,
  type MenuCounts,
  type MenuSelection,
} from '../menu-selection';
import '../../../styles/chips.css';

const drinkFilterLabels: Record<DrinkFilter, MessageId> = {
  all: 'menu.filter.allDrinks',
  alcoholic: 'menu.filter.alcoholic',
  'non-alcoholic': 'menu.filter.nonAlcoholic',
};

interface FilterButtonProps {
  pressed: boolean;
  count: number;
  onPress: () => void;
  children: ReactNode;
}

/** A toggle whose name carries its count ('Pasta (4)'), so a screen reader hears what a choice will show. */
function FilterButton({ pressed, count, onPress, children }: FilterButtonProps) {
  return (
    <button type="button" className="chip" aria-pressed={pressed} aria-controls="menu-results" onClick={onPress}>
      {children}{' '}
      <span className="chip-count">
        <FormattedMessage id="menu.filter.count" values={{ count }} />
      </span>
    </button>
  );
}

interface MenuFiltersProps {
  counts: MenuCounts;
  selection: MenuSelection;
  onSelect: (selection: MenuSelection) => void;
}

/** The top-level tabs (all, food, drinks) and, under Food or Drinks, their sub-filters. */
export function MenuFilters({ counts, selection, onSelect }: MenuFiltersProps) {
  const intl = useIntl();

  return (
    <div className="menu-filters">
      <div className="menu-tabs" role="group" aria-label={intl.formatMessage({ id: 'menu.tabs.label' })}>
        <FilterButton pressed={selection.tab === 'all'} count={counts.all} onPress={() => onSelect({ tab: 'all' })}>
          <FormattedMessage id="menu.tab.all" />
        </FilterButton>
        <FilterButton
          pressed={selection.tab === 'food'}
          count={counts.food}
          onPress={() => onSelect({ tab: 'food', filter: 'all' })}
        >
          <FormattedMessage id="menu.tab.food" />
        </FilterButton>
        <FilterButton
          pressed={selection.tab === 'drinks'}
          count={counts.drinks}
          onPress={() => onSelect({ tab: 'drinks', filter: 'all' })}
        >
          <FormattedMessage id="menu.tab.drinks" />
        </FilterButton>
      </div>

      {selection.tab === 'food' ? (
        <div className="wrap-row" role="group" aria-label={intl.formatMessage({ id: 'menu.filters.food' })}>
          {foodFilters(counts).map(({ filter, count }) => (
            <FilterButton
              key={filter}
              pressed={selection.filter === filter}
              count={count}
              onPress={() => onSelect({ tab: 'food', filter })}
            >
              {filter === 'all' ? <FormattedMessage id="menu.filter.allFood" /> : menuCategoryLabels[filter][intl.locale]}
            </FilterButton>
          ))}
        </div>
      ) : null}

      {selection.tab === 'drinks' ? (
        <div className="wrap-row" role="group" aria-label={intl.formatMessage({ id: 'menu.filters.drinks' })}>
          {drinkFilters.map((filter) => (
            <FilterButton
              key={filter}
              pressed={selection.filter === filter}
              count={drinkFilterCount(filter, counts)}
              onPress={() => onSelect({ tab: 'drinks', filter })}
            >
              <FormattedMessage id={drinkFilterLabels[filter]} />
            </FilterButton>
          ))}
        </div>
      ) : null}
    </div>
  );
}
