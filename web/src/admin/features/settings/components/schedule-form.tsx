import {
  houseScheduleSchema,
  strandedReservationsSchema,
  weekdays,
  type PublishedSchedule,
  type StrandedReservations,
} from '@ristorante/contracts';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { MessageId } from '../../../../i18n/catalogues';
import { ApiError } from '../../../../lib/api';
import { EditorFailureNotice } from '../../../components/editor-failure';
import { UnreachableError } from '../../../lib/admin-client';
import { useToaster } from '../../../components/toaster';
import { failureText } from '../../../lib/failure-text';
import type { EditorFailure } from '../../../lib/use-editor-form';
import { formValuesOf, requestOf, type ScheduleFormValues } from '../utils/schedule-form-values';
import { ExceptionsEditor } from './exceptions-editor';
import { SettingsField } from './settings-field';
import { StrandedReservationsNotice } from './stranded-reservations';

const stepChoices = [15, 20, 30, 60];

/**
 * The owner's hours and capacity as one form (docs/decisions.md 110): checked with the service's own schema, each
 * field's error beside it (paths as the server names them), then saved whole from the version read. A change that
 * would strand reservations lists them; one made meanwhile by someone else asks for a reload.
 */
export function ScheduleForm({
  schedule,
  onSave,
  onReload,
}: {
  schedule: PublishedSchedule;
  onSave: (values: ReturnType<typeof requestOf>, version: number) => Promise<PublishedSchedule>;
  onReload: () => void;
}) {
  const intl = useIntl();
  const toaster = useToaster();
  const [values, setValues] = useState<ScheduleFormValues>(() => formValuesOf(schedule));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [stranded, setStranded] = useState<StrandedReservations['stranded']>([]);
  const [failure, setFailure] = useState<EditorFailure | undefined>();
  const [busy, setBusy] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const say = (id: MessageId) => intl.formatMessage({ id });

  // The first bad field takes focus once its error is on screen (read with it).
  const [focusFirst, setFocusFirst] = useState(false);
  useEffect(() => {
    if (!focusFirst) return;
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
    setFocusFirst(false);
  }, [focusFirst]);

  const edit = (patch: Partial<ScheduleFormValues>, paths: string[]) => {
    setValues((current) => ({ ...current, ...patch }));
    setErrors((current) => {
      const rest = { ...current };
      for (const key of Object.keys(rest)) if (paths.some((path) => key === path || key.startsWith(`${path}.`))) delete rest[key];
      return rest;
    });
  };

  const showErrors = (found: Record<string, string>) => {
    setErrors(found);
    setFailure({ text: say('admin.settings.fixFields'), stale: false });
    setFocusFirst(true);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setFailure(undefined);
    setStranded([]);
    const request = requestOf(values);
    const checked = houseScheduleSchema.safeParse(request);
    if (!checked.success) {
      const found: Record<string, string> = {};
      for (const issue of checked.error.issues) found[issue.path.join('.')] ??= say(issue.message as MessageId);
      showErrors(found);
      return;
    }
    setBusy(true);
    try {
      const saved = await onSave(request, schedule.version);
      setValues(formValuesOf(saved));
      setErrors({});
      toaster.success(say('admin.settings.saved'));
    } catch (error) {
      const strandedAnswer =
        error instanceof ApiError && error.status === 409 ? strandedReservationsSchema.safeParse(error.body) : undefined;
      if (error instanceof ApiError && Object.keys(error.fields).length > 0) showErrors(error.fields);
      else if (strandedAnswer?.success) {
        setStranded(strandedAnswer.data.stranded);
        setFailure({ text: `${say('admin.settings.saveFailed')}: ${strandedAnswer.data.error}`, stale: false });
      } else {
        // Out of reach, what was typed stays for another try; a 412 offers a reload.
        const kept = error instanceof UnreachableError ? ` ${say('admin.error.inputKept')}` : '';
        const stale = error instanceof ApiError && error.status === 412;
        setFailure({ text: `${say('admin.settings.saveFailed')}: ${failureText(error, intl) ?? ''}${kept}`.trim(), stale });
      }
    } finally {
      setBusy(false);
    }
  };

  const time = (path: string, label: MessageId, value: string, patch: (value: string) => Partial<ScheduleFormValues>) => (
    <SettingsField path={path} label={label} errors={errors}>
      {(control) => (
        <input {...control} type="time" value={value} onChange={(event) => edit(patch(event.target.value), [path])} />
      )}
    </SettingsField>
  );
  const count = (path: 'roomCapacityCovers' | 'seatingMinutes' | 'onlinePartyLimit', label: MessageId, hint: MessageId) => (
    <SettingsField path={path} label={label} hint={hint} errors={errors}>
      {(control) => (
        <input
          {...control}
          type="text"
          inputMode="numeric"
          value={values[path]}
          onChange={(event) => edit({ [path]: event.target.value }, [path])}
        />
      )}
    </SettingsField>
  );

  return (
    <form ref={form} className="admin-form" noValidate onSubmit={submit}>
      <fieldset className="card admin-settings-group">
        <legend>
          <FormattedMessage id="admin.settings.week" />
        </legend>
        <div className="admin-settings-week">
          {weekdays.map((day) => {
            const hours = values.week[day];
            const setDay = (patch: Partial<typeof hours>) => ({ week: { ...values.week, [day]: { ...hours, ...patch } } });
            const path = `weeklyHours.${day}`;
            const dayName = intl.formatMessage({ id: `admin.settings.day.${day}` });
            return (
              <fieldset key={day} className="admin-settings-day">
                <legend>{dayName}</legend>
                <label className="admin-settings-open">
                  <input
                    type="checkbox"
                    name={`${path}.isOpen`}
                    checked={hours.open}
                    onChange={(event) => edit(setDay({ open: event.target.checked }), [path])}
                  />{' '}
                  <FormattedMessage id="admin.settings.open" />
                </label>
                {hours.open ? (
                  <>
                    {time(`${path}.open`, 'admin.settings.opens', hours.opens, (value) => setDay({ opens: value }))}
                    {time(`${path}.close`, 'admin.settings.closes', hours.closes, (value) => setDay({ closes: value }))}
                    <div className="admin-settings-own">
                      <label className="admin-settings-open">
                        <input
                          type="checkbox"
                          name={`weekdayTimes.${day}.isOwn`}
                          checked={hours.ownTimes}
                          onChange={(event) =>
                            edit(
                              setDay({
                                ownTimes: event.target.checked,
                                // Ticked, it starts from the week's times, which the owner then shortens.
                                ...(event.target.checked
                                  ? { kitchenCloses: values.kitchenCloses, lastSlot: values.lastSlot }
                                  : {}),
                              }),
                              [`weekdayTimes.${day}`],
                            )
                          }
                        />{' '}
                        <FormattedMessage id="admin.settings.ownTimes" />
                      </label>
                      {hours.ownTimes ? (
                        <>
                          {time(
                            `weekdayTimes.${day}.kitchenCloses`,
                            'admin.settings.kitchenCloses',
                            hours.kitchenCloses,
                            (value) => setDay({ kitchenCloses: value }),
                          )}
                          {time(`weekdayTimes.${day}.lastSlot`, 'admin.settings.lastSlot', hours.lastSlot, (value) =>
                            setDay({ lastSlot: value }),
                          )}
                        </>
                      ) : null}
                    </div>
                  </>
                ) : null}
              </fieldset>
            );
          })}
        </div>
      </fieldset>
      <fieldset className="card admin-settings-group">
        <legend>
          <FormattedMessage id="admin.settings.tables" />
        </legend>
        <p className="admin-muted">
          <FormattedMessage id="admin.settings.tablesHint" />
        </p>
        <div className="admin-settings-row">
          {time('kitchenCloses', 'admin.settings.kitchenCloses', values.kitchenCloses, (value) => ({ kitchenCloses: value }))}
          {time('slots.first', 'admin.settings.firstSlot', values.firstSlot, (value) => ({ firstSlot: value }))}
          {time('slots.last', 'admin.settings.lastSlot', values.lastSlot, (value) => ({ lastSlot: value }))}
          <SettingsField path="slots.stepMinutes" label="admin.settings.step" errors={errors}>
            {(control) => (
              <select
                {...control}
                value={values.stepMinutes}
                onChange={(event) => edit({ stepMinutes: event.target.value }, ['slots.stepMinutes'])}
              >
                {stepChoices.map((minutes) => (
                  <option key={minutes} value={minutes}>
                    {intl.formatMessage({ id: 'admin.settings.stepOption' }, { minutes })}
                  </option>
                ))}
              </select>
            )}
          </SettingsField>
        </div>
      </fieldset>
      <fieldset className="card admin-settings-group">
        <legend>
          <FormattedMessage id="admin.settings.capacity" />
        </legend>
        <div className="admin-settings-row">
          {count('roomCapacityCovers', 'admin.settings.room', 'admin.settings.roomHint')}
          {count('seatingMinutes', 'admin.settings.seating', 'admin.settings.seatingHint')}
          {count('onlinePartyLimit', 'admin.settings.partyLimit', 'admin.settings.partyLimitHint')}
        </div>
      </fieldset>
      <ExceptionsEditor
        exceptions={values.exceptions}
        errors={errors}
        onChange={(exceptions) => edit({ exceptions }, ['exceptions'])}
      />
      <EditorFailureNotice failure={failure} reloadLabel="admin.settings.reload" onReload={onReload} />
      {stranded.length > 0 ? <StrandedReservationsNotice stranded={stranded} /> : null}
      <div className="admin-settings-actions">
        <button type="submit" className="button button-primary" aria-disabled={busy || undefined}>
          <FormattedMessage id={busy ? 'admin.settings.saving' : 'admin.settings.save'} />
        </button>
      </div>
    </form>
  );
}
