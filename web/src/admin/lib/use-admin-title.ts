import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useRestaurant } from '../../lib/restaurant';

/**
 * The browser tab's title: the screen, and in front of it how many requests wait for staff, so a waiting
 * booking is seen from another tab too ('(2) Reservierungen – Dashboard – Trattoria La Sosta').
 */
export function useAdminTitle(page: string, pending = 0): void {
  const intl = useIntl();
  const restaurantName = useRestaurant().name;
  const title =
    pending > 0
      ? intl.formatMessage({ id: 'admin.meta.titleWithPending' }, { count: pending, page, name: restaurantName })
      : intl.formatMessage({ id: 'admin.meta.title' }, { page, name: restaurantName });
  useEffect(() => {
    document.title = title;
  }, [title]);
}
