import type { Weekday } from '@ristorante/contracts';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ScheduleFormValues } from '../utils/schedule-form-values';
import { PathInput, type ScheduleEditor } from './path-field';

type DayHours = ScheduleFormValues['week'][Weekday];

/**
 * One weekday of the week's hours: open or closed, its opening times, and its own kitchen close and last
 * reservation time when it keeps its own (docs/decisions.md 134). An edit clears the day's errors.
 */
export function WeekdayHours({
  form,
  day,
  onChange,
}: {
  form: ScheduleEditor;
  day: Weekday;
  /** The day's new hours, and the paths whose errors the edit may have mended. */
  onChange: (hours: DayHours, mended: string) => void;
}) {
  const intl = useIntl();
  const hours = form.values.week[day];
  const path = `weeklyHours.${day}`;
  const own = `weekdayTimes.${day}`;
  const set = (patch: Partial<DayHours>, mended: string) => onChange({ ...hours, ...patch }, mended);
  const ownTimes = (ticked: boolean) =>
    set(
      // Ticked, it starts from the week's times, which the owner then shortens.
      ticked ? { ownTimes: true, kitchenCloses: form.values.kitchenCloses, lastSlot: form.values.lastSlot } : { ownTimes: false },
      own,
    );

  return (
    <fieldset className="admin-settings-day">
      <legend>{intl.formatMessage({ id: `admin.settings.day.${day}` })}</legend>
      <label className="admin-settings-open">
        <input
          type="checkbox"
          name={`${path}.isOpen`}
          checked={hours.open}
          onChange={(event) => set({ open: event.target.checked }, path)}
        />{' '}
        <FormattedMessage id="admin.settings.open" />
      </label>
      {hours.open ? (
        <>
          <PathInput
            form={form}
            path={`${path}.open`}
            label="admin.settings.opens"
            type="time"
            value={hours.opens}
            onChange={(opens) => set({ opens }, path)}
          />
          <PathInput
            form={form}
            path={`${path}.close`}
            label="admin.settings.closes"
            type="time"
            value={hours.closes}
            onChange={(closes) => set({ closes }, path)}
          />
          <div className="admin-settings-own">
            <label className="admin-settings-open">
              <input
                type="checkbox"
                name={`${own}.isOwn`}
                checked={hours.ownTimes}
                onChange={(event) => ownTimes(event.target.checked)}
              />{' '}
              <FormattedMessage id="admin.settings.ownTimes" />
            </label>
            {hours.ownTimes ? (
              <>
                <PathInput
                  form={form}
                  path={`${own}.kitchenCloses`}
                  label="admin.settings.kitchenCloses"
                  type="time"
                  value={hours.kitchenCloses}
                  onChange={(kitchenCloses) => set({ kitchenCloses }, own)}
                />
                <PathInput
                  form={form}
                  path={`${own}.lastSlot`}
                  label="admin.settings.lastSlot"
                  type="time"
                  value={hours.lastSlot}
                  onChange={(lastSlot) => set({ lastSlot }, own)}
                />
              </>
            ) : null}
          </div>
        </>
      ) : null}
    </fieldset>
  );
}
