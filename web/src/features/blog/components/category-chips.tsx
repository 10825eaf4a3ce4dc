import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { categoryChoices, categoryHref, categoryLabels, type CategoryChoice } from '../utils/blog-categories';
import '../../../styles/chips.css';

/**
 * The category filter: links to `?category=…`, so a filtered list can be shared, bookmarked and reloaded, and
 * Back undoes a choice. The chosen one is marked `aria-current`.
 */
export function CategoryChips({ selected }: { selected: CategoryChoice }) {
  const intl = useIntl();

  return (
    <nav className="blog-chips" aria-label={intl.formatMessage({ id: 'blog.categories.label' })}>
      <ul className="wrap-row">
        {categoryChoices.map((category) => (
          <li key={category}>
            <Link
              className="chip"
              to={categoryHref(intl.locale, category)}
              aria-current={category === selected ? 'page' : undefined}
            >
              <FormattedMessage id={categoryLabels[category]} />
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
