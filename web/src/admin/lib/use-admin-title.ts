import { siteConfig } from '@ristorante/contracts';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';

/**
 * The browser tab's title: the screen, and in front of it how many requests wait for staff, so a waiting
 * booking is seen from another tab too ('(2) Reservierungen – Dashboard – Trattoria La Sosta').
 */
export function useAdminTitle(page: string, pending = 0): void {
  const intl = useIntl();
  const title =
    pending > 0
      ? intl.formatMessage({ id: 'admin.meta.titleWithPending' }, { count: pending, page, name: siteConfig.name })
      : intl.formatMessage({ id: 'admin.meta.title' }, { page, name: siteConfig.name });
  useEffect(() => {
    document.title = title;
  }, [title]);
}
