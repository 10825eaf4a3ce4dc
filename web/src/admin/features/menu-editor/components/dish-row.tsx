import type { MenuItem } from '@ristorante/contracts';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatEuros } from '../../../../lib/format';
import { AvailabilitySwitch } from './availability-switch';
import { RowAction } from '../../../components/row-action';

/** One dish in the owner's menu: title, price, an allergen note to resolve, its availability switch, edit, delete. */
export function DishRow({
  dish,
  title,
  onChanged,
  onEdit,
  onDelete,
}: {
  dish: MenuItem;
  title: string;
  onChanged: () => void;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const intl = useIntl();
  const locale = intl.locale === 'en' ? 'en' : 'de';
  return (
    <li>
      <span>
        <strong>{title}</strong> <span className="admin-muted">{formatEuros(dish.price, locale)}</span>
        {dish.allergensNote ? (
          <span className="admin-muted admin-block">
            <FormattedMessage id="admin.menuEditor.noteToResolve" />: {dish.allergensNote}
          </span>
        ) : null}
      </span>
      <span className="admin-dish-controls">
        <AvailabilitySwitch dish={dish} title={title} onChanged={onChanged} />
        <RowAction
          label="admin.menuEditor.edit"
          ariaLabel={intl.formatMessage({ id: 'admin.menuEditor.editLabel' }, { title })}
          onClick={onEdit}
        />
        <RowAction
          label="admin.menuEditor.delete"
          ariaLabel={intl.formatMessage({ id: 'admin.menuEditor.deleteLabel' }, { title })}
          onClick={onDelete}
        />
      </span>
    </li>
  );
}
