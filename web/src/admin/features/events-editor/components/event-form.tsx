import { berlinDate, berlinTime, eventInputSchema, type RestaurantEvent } from '@ristorante/contracts';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { MessageId } from '../../../../i18n/catalogues';
import { EditorFailureNotice } from '../../../components/editor-failure';
import { useEditorForm } from '../../../lib/use-editor-form';

const fields = [
  'title_de',
  'title_en',
  'description_de',
  'description_en',
  'event_date',
  'price',
  'max_attendees',
  'manual_attendees',
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
    image_url: event?.image_url ?? '',
  };
}

/** Whole numbers as numbers, so the schema reads them as the API will; anything else as typed, for its error. */
const number = (value: string) => (/^\d+$/.test(value.trim()) ? Number(value.trim()) : value.trim() === '' ? undefined : value);
export const eventRequest = (values: EventValues) => ({
  ...values,
  max_attendees: number(values.max_attendees),
  manual_attendees: number(values.manual_attendees) ?? 0,
});

interface EventFormProps {
  initial: EventValues;
  /** Seats already taken (bookings and places given away): the capacity cannot go below them. */
  taken: number;
  onSubmit: (request: ReturnType<typeof eventRequest>) => Promise<void>;
  onReload: () => void;
  onCancel: () => void;
}

/** The event form of both languages, checked with the catalog's schema; the server's refusals shown in place. */
export function EventForm({ initial, taken, onSubmit, onReload, onCancel }: EventFormProps) {
  const intl = useIntl();
  const [values, setValues] = useState(initial);
  const { form, errors, clear, control, busy, failure, submitWith } = useEditorForm(fields, {
    fixFields: 'admin.eventForm.fixFields',
    saveFailed: 'admin.eventForm.saveFailed',
  });
  const say = (id: MessageId) => intl.formatMessage({ id });
  const submit = submitWith(
    () => eventInputSchema.safeParse(eventRequest(values)),
    () => onSubmit(eventRequest(values)),
  );

  const input = (
    field: Field,
    extra: { type?: string; inputMode?: 'numeric' | 'decimal'; multiline?: boolean; hint?: string } = {},
  ) => {
    const hintId = `event-${field}-hint`;
    const props = {
      ...control('event', field),
      value: values[field],
      onChange: (event: { target: { value: string } }) => {
        setValues((current) => ({ ...current, [field]: event.target.value }));
        clear(field);
      },
      ...(extra.hint && !errors[field] ? { 'aria-describedby': hintId } : {}),
    };
    return (
      <div className={extra.multiline ? 'field admin-form-wide' : 'field'}>
        <label htmlFor={`event-${field}`}>
          <FormattedMessage id={`admin.eventForm.${field}`} />
        </label>
        {extra.multiline ? (
          <textarea {...props} rows={4} />
        ) : (
          <input {...props} type={extra.type ?? 'text'} inputMode={extra.inputMode} autoComplete="off" />
        )}
        {extra.hint ? (
          <p id={hintId} className="admin-muted">
            {extra.hint}
          </p>
        ) : null}
        {errors[field] ? (
          <p id={`event-${field}-error`} className="field-error">
            {errors[field]}
          </p>
        ) : null}
      </div>
    );
  };

  return (
    <form ref={form} className="admin-form" noValidate onSubmit={submit}>
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
        {input('image_url')}
      </div>
      <EditorFailureNotice failure={failure} reloadLabel="admin.eventForm.reload" onReload={onReload} />
      <div className="dialog-actions">
        <button type="button" className="button button-secondary" onClick={onCancel}>
          <FormattedMessage id="admin.dialog.cancel" />
        </button>
        <button type="submit" className="button button-primary" aria-disabled={busy || undefined}>
          <FormattedMessage id={busy ? 'admin.eventForm.saving' : 'admin.eventForm.save'} />
        </button>
      </div>
    </form>
  );
}
