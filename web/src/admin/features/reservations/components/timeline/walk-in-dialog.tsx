import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Dialog } from '../../../../components/dialog';
import { LabelledField } from '../../../../components/labelled-field';
import { useToaster } from '../../../../components/toaster';
import { failureText } from '../../../../lib/failure-text';
import { useSeatWalkIn } from './timeline-api';
import type { TableRow } from './timeline-layout';
import { FormAlert } from '../../../../../components/forms/form-notices';

/**
 * Guests at the door seated at the table staff tapped (docs/decisions.md 156, 158): the party's size and, if they
 * give one, a name. The service seats them now or says why not (409: the table is not free long enough).
 */
export function WalkInDialog({ table, onClose }: { table: TableRow; onClose: () => void }) {
  const intl = useIntl();
  const toaster = useToaster();
  const seat = useSeatWalkIn();
  const [guests, setGuests] = useState(String(Math.min(2, table.maxGuests)));
  const [name, setName] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [failure, setFailure] = useState<string>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const party = Number(guests);
    if (!Number.isInteger(party) || party < 1 || party > 100) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    if (seat.isPending) return;
    setFailure(undefined);
    try {
      await seat.mutateAsync({ guests: party, tableIds: [table.id], ...(name.trim() ? { name: name.trim() } : {}) });
      toaster.success(intl.formatMessage({ id: 'admin.timeline.walkIn.done' }, { count: party, table: table.name }));
      onClose();
    } catch (error) {
      setFailure(failureText(error, intl) ?? intl.formatMessage({ id: 'admin.timeline.walkIn.failed' }));
    }
  };

  return (
    <Dialog title={intl.formatMessage({ id: 'admin.timeline.walkIn.title' }, { table: table.name })} onClose={onClose} holdsInput>
      <p className="admin-muted">
        <FormattedMessage id="admin.timeline.walkIn.lead" values={{ table: table.name, max: table.maxGuests }} />
      </p>
      <form className="timeline-form" onSubmit={(event) => void submit(event)} noValidate>
        <LabelledField id="timeline-walk-in-guests" label="admin.timeline.walkIn.guests">
          <input
            id="timeline-walk-in-guests"
            type="number"
            inputMode="numeric"
            min={1}
            max={100}
            value={guests}
            data-autofocus
            aria-invalid={invalid || undefined}
            aria-describedby={invalid ? 'timeline-walk-in-guests-error' : undefined}
            onChange={(event) => setGuests(event.target.value)}
          />
          {invalid ? (
            <p id="timeline-walk-in-guests-error" className="field-error">
              <FormattedMessage id="admin.timeline.walkIn.guestsInvalid" />
            </p>
          ) : null}
        </LabelledField>
        <LabelledField id="timeline-walk-in-name" label="admin.timeline.walkIn.name">
          <input
            id="timeline-walk-in-name"
            type="text"
            maxLength={120}
            autoComplete="off"
            value={name}
            onChange={(event) => setName(event.target.value)}
          />
        </LabelledField>
        {failure ? <FormAlert>{failure}</FormAlert> : null}
        <div className="dialog-actions">
          <button type="button" className="button button-secondary" onClick={onClose}>
            <FormattedMessage id="admin.timeline.walkIn.cancel" />
          </button>
          <button type="submit" className="button button-primary" aria-disabled={seat.isPending || undefined}>
            <FormattedMessage id="admin.timeline.walkIn.submit" />
          </button>
        </div>
      </form>
    </Dialog>
  );
}
