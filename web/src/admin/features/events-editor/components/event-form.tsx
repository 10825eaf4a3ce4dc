import {
  berlinDate,
  berlinLocalToInstant,
  berlinTime,
  eventDuration,
  advancePayments,
  eventInputSchema,
  type AdvancePayment,
  type RestaurantEvent,
} from '@ristorante/contracts';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { MessageId } from '../../../../i18n/catalogues';
import { FieldError, FormField } from '../../../../components/forms/form-field';
import { SubmitButton } from '../../../../components/forms/form-notices';
import { checkWithSchema } from '../../../../lib/check-with-schema';
import { EditorFailureNotice } from '../../../components/editor-failure';
import { useEditorForm } from '../../../lib/use-editor-form';
import { RoomNotice, type RoomCheck } from './room-notice';
import { useHouseSchedule } from '../../../../lib/house-schedule';

const fields = [
  'title_de',
  'title_en',
  'description_de',
  'description_en',
  'event_date',
  'price',
  'max_attendees',
  'manual_attendees',
  'duration_minutes',
  'exclusive',
  'advance_payment',
  'image_url',
] as const;
type Field = (typeof fields)[number];
export type EventValues = Record<Field, string>;

/** An event as the form shows it: its time as Berlin's clock reads it (a datetime-local value). */
export function eventValues(event: RestaurantEvent | undefined, locale: string): EventValues {
  const at = event ? new Date(event.event_date) : undefined;
  const price = event ? event.price.toFixed(2) : '';
  return {
    title_de: event?.title_de ?? '',
    title_en: event?.title_en ?? '',
    description_de: event?.description_de ?? '',
    description_en: event?.description_en ?? '',
    event_date: at ? `${berlinDate(at)}T${berlinTime(at)}` : '',
    price: locale === 'de' ? price.replace('.', ',') : price,
    max_attendees: event ? String(event.max_attendees) : '',
    manual_attendees: String(event?.manual_attendees ?? 0),
    duration_minutes: String(event?.duration_minutes ?? eventDuration.defaultMinutes),
    exclusive: String(event?.exclusive ?? false),
    advance_payment: event?.advance_payment ?? 'none',
    image_url: event?.image_url ?? '',
  };
}

/** The lengths the form offers: every half hour the catalog accepts (docs/decisions.md 111). */
const durations = Array.from(
  { length: (eventDuration.maxMinutes - eventDuration.minMinutes) / eventDuration.stepMinutes + 1 },
  (_, index) => eventDuration.minMinutes + index * eventDuration.stepMinutes,
);

/** Whole numbers as numbers, so the schema reads them as the API will; anything else as typed, for its error. */
const number = (value: string) => (/^\d+$/.test(value.trim()) ? Number(value.trim()) : value.trim() === '' ? undefined : value);
export const eventRequest = (values: EventValues) => ({
  ...values,
  max_attendees: number(values.max_attendees),
  manual_attendees: number(values.manual_attendees) ?? 0,
  duration_minutes: Number(values.duration_minutes),
  exclusive: values.exclusive === 'true',
  advance_payment: values.advance_payment as AdvancePayment,
});
export type EventRequest = ReturnType<typeof eventRequest>;

interface EventFormProps {
  initial: EventValues;
  /** Seats already taken (bookings and places given away): the capacity cannot go below them. */
  taken: number;
  onSubmit: (request: EventRequest) => Promise<void>;
  /** Asks the booking service what the event's hours would meet in the room, before a save. */
  checkRoom: (request: EventRequest, startsAt: Date) => Promise<RoomCheck>;
  onReload: () => void;
  onCancel: () => void;
}

/**
 * The event form of both languages, checked with the catalog's schema; the server's refusals shown in place.
 * Before an event still to come is saved, the form asks what its hours would meet in the room: when tables and
 * events then would not fit beside it, the owner sees them and saves only by saying so (docs/decisions.md 111).
 */
export function EventForm({ initial, taken, onSubmit, checkRoom, onReload, onCancel }: EventFormProps) {
  const intl = useIntl();
  const form = useEditorForm({
    id: 'event',
    initial,
    fields,
    fixFields: 'admin.eventForm.fixFields',
    saveFailed: 'admin.eventForm.saveFailed',
  });
  const { values } = form;
  // A payment in advance needs the owner's account (docs/decisions.md 166): without it, the form says nothing is asked.
  const deposits = useHouseSchedule()?.deposits;
  const accountSet = Boolean(deposits?.iban && deposits.holder);
  // What the room check found, and for which hours, places and exclusivity: shown while those stay as they were.
  const [room, setRoom] = useState<{ of: string; check: RoomCheck } | undefined>();
  const say = (id: MessageId) => intl.formatMessage({ id });
  const startsAt = berlinLocalToInstant(values.event_date);
  const roomKeyOf = (of: EventValues) => [of.event_date, of.duration_minutes, of.max_attendees, of.exclusive].join(' ');
  const roomKey = roomKeyOf(values);
  const shownRoom = room?.of === roomKey ? room.check : undefined;

  const saveChecked = async (anyway: boolean) => {
    const request = eventRequest(values);
    // Asked only when the event's hours, places or exclusivity changed (a new event's always do), and while it is
    // still to come: an event that is over holds nothing any more.
    const changesRoom = roomKey !== roomKeyOf(initial);
    if (!anyway && changesRoom && startsAt && startsAt.getTime() + request.duration_minutes * 60_000 > Date.now()) {
      const check = await checkRoom(request, startsAt);
      if ('failed' in check || check.room.over > 0) {
        setRoom({ of: roomKey, check });
        return;
      }
    }
    setRoom(undefined);
    await onSubmit(request);
  };
  const verdict = () => checkWithSchema(eventInputSchema, eventRequest(values));
  const submit = form.submitWith(verdict, () => saveChecked(false));
  const submitAnyway = form.submitWith(verdict, () => saveChecked(true));
  const endsAt =
    startsAt && Number(values.duration_minutes) > 0
      ? berlinTime(new Date(startsAt.getTime() + Number(values.duration_minutes) * 60_000))
      : undefined;

  const input = (
    field: Field,
    extra: { type?: string; inputMode?: 'numeric' | 'decimal'; multiline?: boolean; hint?: string } = {},
  ) => {
    const props = form.control(field, extra.hint && form.ids(field).hint);
    return (
      <FormField
        form={form}
        field={field}
        label={`admin.eventForm.${field}`}
        hint={extra.hint}
        className={extra.multiline ? 'admin-form-wide' : undefined}
      >
        {extra.multiline ? (
          <textarea {...props} rows={4} />
        ) : (
          <input {...props} type={extra.type ?? 'text'} inputMode={extra.inputMode} autoComplete="off" />
        )}
      </FormField>
    );
  };

  return (
    <form ref={form.ref} className="admin-form" noValidate onSubmit={submit}>
      <div className="admin-form-grid">
        {input('title_de')}
        {input('title_en')}
        {input('description_en', { multiline: true })}
        {input('description_de', { multiline: true, hint: say('admin.eventForm.germanHint') })}
        {input('event_date', { type: 'datetime-local', hint: say('admin.eventForm.dateHint') })}
        {input('price', { inputMode: 'decimal' })}
        {input('max_attendees', {
          inputMode: 'numeric',
          hint: intl.formatMessage({ id: 'admin.eventForm.capacityHint' }, { taken }),
        })}
        {input('manual_attendees', { inputMode: 'numeric' })}
        <FormField
          form={form}
          field="duration_minutes"
          label="admin.eventForm.duration_minutes"
          hint={endsAt ? <FormattedMessage id="admin.eventForm.endsAt" values={{ time: endsAt }} /> : undefined}
        >
          <select {...form.control('duration_minutes', endsAt && form.ids('duration_minutes').hint)}>
            {durations.map((minutes) => (
              <option key={minutes} value={minutes}>
                {intl.formatMessage({ id: 'admin.eventForm.hours' }, { hours: minutes / 60 })}
              </option>
            ))}
          </select>
        </FormField>
        <div className="field">
          <label className="admin-check">
            <input
              type="checkbox"
              name="exclusive"
              checked={values.exclusive === 'true'}
              onChange={(event) => form.set('exclusive', String(event.target.checked))}
              aria-describedby="event-exclusive-hint"
            />
            <FormattedMessage id="admin.eventForm.exclusive" />
          </label>
          <p id="event-exclusive-hint" className="field-hint">
            <FormattedMessage id={values.exclusive === 'true' ? 'admin.eventForm.exclusiveHint' : 'admin.eventForm.sharedHint'} />
          </p>
          <FieldError form={form} field="exclusive" />
        </div>
        <FormField
          form={form}
          field="advance_payment"
          label="admin.eventForm.advance_payment"
          hint={<FormattedMessage id={accountSet ? 'admin.eventForm.advanceHint' : 'admin.eventForm.advanceNoAccount'} />}
        >
          <select {...form.control('advance_payment', form.ids('advance_payment').hint)}>
            {advancePayments.map((advance) => (
              <option key={advance} value={advance}>
                {say(`admin.eventForm.advance.${advance}`)}
              </option>
            ))}
          </select>
        </FormField>
        {input('image_url')}
      </div>
      {shownRoom ? (
        <RoomNotice check={shownRoom} places={Number(values.max_attendees)} exclusive={values.exclusive === 'true'} />
      ) : null}
      <EditorFailureNotice failure={form.failure} reloadLabel="admin.eventForm.reload" onReload={onReload} />
      <div className="dialog-actions">
        <button type="button" className="button button-secondary" onClick={onCancel}>
          <FormattedMessage id="admin.dialog.cancel" />
        </button>
        {shownRoom ? (
          <button type="button" className="button button-secondary" aria-disabled={form.busy || undefined} onClick={submitAnyway}>
            <FormattedMessage id="admin.eventForm.saveAnyway" />
          </button>
        ) : null}
        <SubmitButton busy={form.busy} label="admin.eventForm.save" busyLabel="admin.eventForm.saving" />
      </div>
    </form>
  );
}
