import { lazy, Suspense, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import './guest-profile.css';

/** The dialog and its texts load on the first tap: a day sheet of forty rows carries forty buttons, not forty dialogs. */
const GuestProfileDialog = lazy(async () => ({ default: (await import('./guest-profile-dialog')).GuestProfileDialog }));

/**
 * 'Guest profile', or the guest's name as its button (`children`, a dense row's): a booking's guest one tap away
 * (docs/decisions.md 163). Without a profile (a walk-in, an erased guest) only the name is shown, if given.
 */
export function GuestProfileButton({
  guestId,
  name,
  children,
}: {
  guestId: string | undefined;
  name: string;
  children?: ReactNode;
}) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  if (!guestId) return children ?? null;
  return (
    <>
      <button
        type="button"
        className={children ? 'guest-profile-open guest-profile-open-name' : 'guest-profile-open'}
        aria-label={intl.formatMessage({ id: 'admin.guest.openOf' }, { name })}
        onClick={() => setOpen(true)}
      >
        {children ?? <FormattedMessage id="admin.guest.open" />}
      </button>
      {open ? (
        <Suspense fallback={null}>
          <GuestProfileDialog guestId={guestId} name={name} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
