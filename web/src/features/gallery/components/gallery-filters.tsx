import { FormattedMessage, useIntl } from 'react-intl';
import { categoryLabelId, type CategoryChoice } from '../gallery-selection';
import '../../../styles/chips.css';

interface GalleryFiltersProps {
  choices: ReadonlyArray<{ choice: CategoryChoice; count: number }>;
  selected: CategoryChoice;
  /** The id of what the filter changes (the grid). */
  controls: string;
  onSelect: (choice: CategoryChoice) => void;
}

/** 'All' and each category with pictures, as toggles whose names carry their counts ('Food (3)'). */
export function GalleryFilters({ choices, selected, controls, onSelect }: GalleryFiltersProps) {
  const intl = useIntl();

  return (
    <div className="gallery-filters wrap-row" role="group" aria-label={intl.formatMessage({ id: 'gallery.filter.label' })}>
      {choices.map(({ choice, count }) => (
        <button
          key={choice}
          type="button"
          className="chip"
          aria-pressed={choice === selected}
          aria-controls={controls}
          onClick={() => onSelect(choice)}
        >
          <FormattedMessage id={categoryLabelId(choice)} />{' '}
          <span className="chip-count">
            <FormattedMessage id="gallery.filter.count" values={{ count }} />
          </span>
        </button>
      ))}
    </div>
  );
}
