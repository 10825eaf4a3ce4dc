import type { MenuItem } from '@ristorante/contracts';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useToaster } from '../../../components/toaster';
import { failureText } from '../../../lib/failure-text';
import { useAdminClient } from '../../../lib/session-context';
import { setAvailability } from '../api/menu-api';

/**
 * Sold out or available in one tap during service (docs/decisions.md 87): the switch moves at once, the change
 * is announced, and if the server refuses it the switch goes back and says so.
 */
export function AvailabilitySwitch({ dish, title, onChanged }: { dish: MenuItem; title: string; onChanged: () => void }) {
  const intl = useIntl();
  const client = useAdminClient();
  const toaster = useToaster();
  const [shown, setShown] = useState<boolean | undefined>();
  const on = shown ?? dish.isAvailable;
  // The list read again after the change says what is true: from then on the switch follows it.
  useEffect(() => setShown(undefined), [dish.version]);

  const flip = async () => {
    const next = !on;
    setShown(next);
    try {
      await setAvailability(client, dish.id, next);
      toaster.success(
        intl.formatMessage({ id: next ? 'admin.menuEditor.nowAvailable' : 'admin.menuEditor.nowSoldOut' }, { title }),
      );
      onChanged();
    } catch (error) {
      setShown(undefined);
      toaster.failure(intl.formatMessage({ id: 'admin.menuEditor.switchFailed' }, { title }), failureText(error, intl));
    }
  };

  return (
    <button
      type="button"
      role="switch"
      className="admin-switch"
      aria-checked={on}
      aria-label={intl.formatMessage({ id: 'admin.menuEditor.availableLabel' }, { title })}
      onClick={() => void flip()}
    >
      <span className="admin-switch-track" aria-hidden="true" />
      <span aria-hidden="true">
        <FormattedMessage id={on ? 'admin.menuEditor.available' : 'admin.menuEditor.soldOut'} />
      </span>
    </button>
  );
}
