import type { Availability } from '@ristorante/contracts';
import { FormattedMessage } from 'react-intl';

/** A full time chosen on the phone: what is left, and the box that takes the party anyway (docs/decisions.md 131). */
export function OverbookChoice({
  slot,
  party,
  checked,
  onChange,
}: {
  slot: Availability['slots'][number];
  party: number;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <div className="notice admin-form-wide admin-overbook">
      <p>
        <FormattedMessage id="admin.reservations.form.full" values={{ time: slot.time, guests: party, left: slot.left }} />
      </p>
      <label className="admin-check">
        <input type="checkbox" name="overbook" checked={checked} onChange={(event) => onChange(event.target.checked)} />
        <FormattedMessage id="admin.reservations.form.overbook" />
      </label>
    </div>
  );
}
