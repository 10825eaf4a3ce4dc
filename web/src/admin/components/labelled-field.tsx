import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { MessageId } from '../../i18n/catalogues';

/**
 * A control that filters or picks (a search box, a date, a status), with its label: the form kit's FormField is for
 * fields that can be refused; these cannot, so they need no error or form (docs/decisions.md 146).
 */
export function LabelledField({
  id,
  label,
  className,
  children,
}: {
  /** The control's id, which the label points at. */
  id: string;
  label: MessageId;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={className ? `field ${className}` : 'field'}>
      <label htmlFor={id}>
        <FormattedMessage id={label} />
      </label>
      {children}
    </div>
  );
}
