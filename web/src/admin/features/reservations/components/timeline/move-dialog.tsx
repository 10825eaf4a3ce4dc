import { slotsOn, type Floor, type Reservation } from '@ristorante/contracts';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useHouseSchedule } from '../../../../../lib/house-schedule';
import { Dialog } from '../../../../components/dialog';
import { LabelledField } from '../../../../components/labelled-field';
import { useToaster } from '../../../../components/toaster';
import { failureText } from '../../../../lib/failure-text';
import { useMoveReservation } from './timeline-api';
import { minutesOf, takenBetween, type TimelineLayout } from './timeline-layout';
import { FormAlert } from '../../../../../components/forms/form-notices';

interface MoveDialogProps {
  reservation: Reservation;
  floor: Floor;
  layout: TimelineLayout;
  seatingMinutes: number;
  onClose: () => void;
}

interface Place {
  value: string;
  name: string;
  max: number;
  tableIds: string[];
  areaId: string;
}

/** The tables and combinations of the open areas that seat the party, a combination after its area's tables. */
function placesFor(floor: Floor, layout: TimelineLayout, guests: number): Place[] {
  const open = new Set(layout.areas.filter((area) => !area.closed).map((area) => area.id));
  const areaOf = new Map(floor.tables.map((table) => [table.id, table.areaId]));
  const tables = floor.tables
    .filter((table) => open.has(table.areaId) && table.maxGuests >= guests)
    .map((table) => ({
      value: `table:${table.id}`,
      name: table.name,
      max: table.maxGuests,
      tableIds: [table.id],
      areaId: table.areaId,
    }));
  const combinations = floor.combinations
    .filter((combination) => combination.maxGuests >= guests && open.has(areaOf.get(combination.tableIds[0]!) ?? ''))
    .map((combination) => ({
      value: `combination:${combination.id}`,
      name: combination.name,
      max: combination.maxGuests,
      tableIds: combination.tableIds,
      areaId: areaOf.get(combination.tableIds[0]!)!,
    }));
  return [...tables, ...combinations];
}

/**
 * Moving a booking to another table or combination, and if need be to another time of its day (docs/decisions.md
 * 155, 158). The places that seat the party are offered, those another booking holds then marked; the move carries
 * the booking's `updated_at`, so a colleague's change in between is refused (409) and its reason shown here.
 */
export function MoveDialog({ reservation, floor, layout, seatingMinutes, onClose }: MoveDialogProps) {
  const intl = useIntl();
  const toaster = useToaster();
  const move = useMoveReservation();
  const schedule = useHouseSchedule();
  const places = placesFor(floor, layout, reservation.guests);
  const rows = new Map(layout.areas.flatMap((area) => area.rows).map((row) => [row.id, row]));
  const current = new Set(reservation.tables?.map((table) => table.id));
  const [time, setTime] = useState('');
  const [failure, setFailure] = useState<string>();
  const [unchosen, setUnchosen] = useState(false);
  const start = minutesOf(time || reservation.time);
  const taken = (place: Place) =>
    place.tableIds.some((id) => {
      const row = rows.get(id);
      return row ? takenBetween(row, start, start + seatingMinutes, reservation.id) : false;
    });
  const isCurrent = (place: Place) => place.tableIds.length === current.size && place.tableIds.every((id) => current.has(id));
  // The first free place that is not where they sit; none free, staff choose (nothing is picked for them).
  const [choice, setChoice] = useState(() => places.find((place) => !isCurrent(place) && !taken(place))?.value ?? '');
  const times = schedule ? slotsOn(schedule, reservation.date) : [];

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const place = places.find((candidate) => candidate.value === choice);
    setUnchosen(!place);
    if (!place || move.isPending) return;
    setFailure(undefined);
    try {
      await move.mutateAsync({
        id: reservation.id,
        move: { tableIds: place.tableIds, ...(time ? { time } : {}), updatedAt: reservation.updated_at },
      });
      toaster.success(intl.formatMessage({ id: 'admin.timeline.move.done' }, { name: reservation.name, tables: place.name }));
      onClose();
    } catch (error) {
      // The service's own sentence: which booking holds the table, or that someone changed this one first.
      setFailure(failureText(error, intl) ?? intl.formatMessage({ id: 'admin.timeline.move.failed' }));
    }
  };

  const label = (place: Place) =>
    intl.formatMessage(
      {
        id: isCurrent(place)
          ? 'admin.timeline.move.current'
          : taken(place)
            ? 'admin.timeline.move.taken'
            : 'admin.timeline.move.option',
      },
      { name: place.name, max: place.max },
    );

  return (
    <Dialog
      title={intl.formatMessage({ id: 'admin.timeline.move.title' }, { name: reservation.name })}
      onClose={onClose}
      holdsInput
    >
      {places.length === 0 ? (
        <p>
          <FormattedMessage id="admin.timeline.move.none" values={{ count: reservation.guests }} />
        </p>
      ) : (
        <form className="timeline-form" onSubmit={(event) => void submit(event)} noValidate>
          <LabelledField id="timeline-move-place" label="admin.timeline.move.place">
            <select
              id="timeline-move-place"
              value={choice}
              required
              aria-invalid={unchosen || undefined}
              aria-describedby={unchosen ? 'timeline-move-place-error' : undefined}
              onChange={(event) => setChoice(event.target.value)}
            >
              {choice === '' ? (
                <option value="" disabled>
                  {intl.formatMessage({ id: 'admin.timeline.move.pick' })}
                </option>
              ) : null}
              {layout.areas
                .filter((area) => !area.closed)
                .map((area) => (
                  <optgroup key={area.id} label={area.name}>
                    {places
                      .filter((place) => place.areaId === area.id)
                      .map((place) => (
                        <option key={place.value} value={place.value}>
                          {label(place)}
                        </option>
                      ))}
                  </optgroup>
                ))}
            </select>
            {unchosen ? (
              <p id="timeline-move-place-error" className="field-error">
                <FormattedMessage id="admin.timeline.move.choose" />
              </p>
            ) : null}
          </LabelledField>
          <LabelledField id="timeline-move-time" label="admin.timeline.move.time">
            <select id="timeline-move-time" value={time} onChange={(event) => setTime(event.target.value)}>
              <option value="">{intl.formatMessage({ id: 'admin.timeline.move.sameTime' }, { time: reservation.time })}</option>
              {times
                .filter((slot) => slot !== reservation.time)
                .map((slot) => (
                  <option key={slot} value={slot}>
                    {slot}
                  </option>
                ))}
            </select>
          </LabelledField>
          {failure ? <FormAlert>{failure}</FormAlert> : null}
          <div className="dialog-actions">
            <button type="button" className="button button-secondary" onClick={onClose}>
              <FormattedMessage id="admin.timeline.move.cancel" />
            </button>
            <button type="submit" className="button button-primary" aria-disabled={move.isPending || undefined}>
              <FormattedMessage id="admin.timeline.move.submit" />
            </button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
