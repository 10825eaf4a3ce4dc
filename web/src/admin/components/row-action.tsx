import { FormattedMessage } from 'react-intl';
import type { MessageId } from '../../i18n/catalogues';

/**
 * A small button acting on one row of a list (edit, delete, mark as replied): its short label on screen, and for a
 * screen reader a label that says which row ('Delete: Tiramisu'), since a list holds many of the same button.
 * Unavailable (first picture moved earlier), it stays focusable and says so with aria-disabled.
 */
export function RowAction({
  label,
  ariaLabel,
  onClick,
  disabled = false,
}: {
  label: MessageId;
  ariaLabel: string;
  onClick: () => void;
  disabled?: boolean;
}) {
  return (
    <button
      type="button"
      className="button button-secondary admin-small-button"
      aria-label={ariaLabel}
      aria-disabled={disabled || undefined}
      onClick={() => !disabled && onClick()}
    >
      <FormattedMessage id={label} />
    </button>
  );
}
