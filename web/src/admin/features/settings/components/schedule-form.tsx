import {
  houseScheduleSchema,
  strandedReservationsSchema,
  weekdays,
  type PublishedSchedule,
  type StrandedReservations,
} from '@ristorante/contracts';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { MessageId } from '../../../../i18n/catalogues';
import { SubmitButton } from '../../../../components/forms/form-notices';
import { ApiError } from '../../../../lib/api';
import { checkWithSchema } from '../../../../lib/check-with-schema';
import { EditorFailureNotice } from '../../../components/editor-failure';
import { useToaster } from '../../../components/toaster';
import { useEditorForm } from '../../../lib/use-editor-form';
import { formValuesOf, requestOf, schedulePaths, type ScheduleFormValues } from '../utils/schedule-form-values';
import { ExceptionsEditor } from './exceptions-editor';
import { PathField, PathInput, type ScheduleEditor } from './path-field';
import { StrandedReservationsNotice } from './stranded-reservations';
import { WeekdayHours } from './weekday-hours';

const stepChoices = [15, 20, 30, 60];

/**
 * The owner's hours and capacity as one form (docs/decisions.md 110) on the dashboard's form kit (146): checked
 * with the service's own schema, each field's error beside it (fields named by the paths the server uses), then
 * saved whole from the version read. A change that would strand reservations lists them; one made meanwhile by
 * someone else asks for a reload.
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
  const [stranded, setStranded] = useState<StrandedReservations['stranded']>([]);
  const form = useEditorForm<ScheduleFormValues, string>({
    id: 'settings',
    initial: formValuesOf(schedule),
    // The fields on screen as the values stand (a day opened, an exception added).
    fields: schedulePaths,
    fixFields: 'admin.settings.fixFields',
    saveFailed: 'admin.settings.saveFailed',
  });

  /** One value changed, and the errors under the paths it may have mended cleared. */
  const edit = <Name extends keyof ScheduleFormValues>(name: Name, value: ScheduleFormValues[Name], mended: string) => {
    form.set(name, value);
    form.clear(mended);
  };

  const submit = form.submitWith(
    () => checkWithSchema(houseScheduleSchema, requestOf(form.values), 'path'),
    async () => {
      setStranded([]);
      try {
        const saved = await onSave(requestOf(form.values), schedule.version);
        form.reset(formValuesOf(saved));
        toaster.success(intl.formatMessage({ id: 'admin.settings.saved' }));
      } catch (error) {
        // A 409 that lists the reservations the change would strand: shown with links to their days.
        const answer = error instanceof ApiError && error.status === 409 && strandedReservationsSchema.safeParse(error.body);
        if (answer && answer.success) setStranded(answer.data.stranded);
        throw error;
      }
    },
  );

  return (
    <form ref={form.ref} className="admin-form" noValidate onSubmit={submit}>
      <fieldset className="card admin-settings-group">
        <legend>
          <FormattedMessage id="admin.settings.week" />
        </legend>
        <div className="admin-settings-week">
          {weekdays.map((day) => (
            <WeekdayHours
              key={day}
              form={form}
              day={day}
              onChange={(hours, mended) => edit('week', { ...form.values.week, [day]: hours }, mended)}
            />
          ))}
        </div>
      </fieldset>
      <TableTimes form={form} edit={edit} />
      <FieldGroup form={form} edit={edit} legend="admin.settings.capacity" fields={capacityFields} />
      <FieldGroup form={form} edit={edit} legend="admin.settings.guests" fields={guestRuleFields} />
      <FieldGroup form={form} edit={edit} legend="admin.settings.deposits" fields={depositFields} />
      <ExceptionsEditor form={form} onChange={(exceptions) => edit('exceptions', exceptions, 'exceptions')} />
      <EditorFailureNotice failure={form.failure} reloadLabel="admin.settings.reload" onReload={onReload} />
      {stranded.length > 0 ? <StrandedReservationsNotice stranded={stranded} /> : null}
      <div className="admin-settings-actions">
        <SubmitButton busy={form.busy} label="admin.settings.save" busyLabel="admin.settings.saving" className="" />
      </div>
    </form>
  );
}

type Edit = <Name extends keyof ScheduleFormValues>(name: Name, value: ScheduleFormValues[Name], mended: string) => void;

/** The week's table times: each value, its path, its label. */
const tableTimes = [
  ['kitchenCloses', 'kitchenCloses', 'admin.settings.kitchenCloses'],
  ['firstSlot', 'slots.first', 'admin.settings.firstSlot'],
  ['lastSlot', 'slots.last', 'admin.settings.lastSlot'],
] as const;

/** When the kitchen closes and the first and last reservation times, every so many minutes. */
function TableTimes({ form, edit }: { form: ScheduleEditor; edit: Edit }) {
  const intl = useIntl();
  const { values } = form;
  return (
    <fieldset className="card admin-settings-group">
      <legend>
        <FormattedMessage id="admin.settings.tables" />
      </legend>
      <p className="admin-muted">
        <FormattedMessage id="admin.settings.tablesHint" />
      </p>
      <div className="admin-settings-row">
        {tableTimes.map(([name, path, label]) => (
          <PathInput
            key={path}
            form={form}
            path={path}
            label={label}
            type="time"
            value={values[name]}
            onChange={(value) => edit(name, value, path)}
          />
        ))}
        <PathField form={form} path="slots.stepMinutes" label="admin.settings.step">
          <select
            {...form.wire('slots.stepMinutes')}
            value={values.stepMinutes}
            onChange={(event) => edit('stepMinutes', event.target.value, 'slots.stepMinutes')}
          >
            {stepChoices.map((minutes) => (
              <option key={minutes} value={minutes}>
                {intl.formatMessage({ id: 'admin.settings.stepOption' }, { minutes })}
              </option>
            ))}
          </select>
        </PathField>
      </div>
    </fieldset>
  );
}

/** One field of a group: the form value it edits, its path in the schedule, its label and hint, its keyboard. */
type GroupField = readonly [
  name: keyof ScheduleFormValues & string,
  path: string,
  label: MessageId,
  hint: MessageId,
  inputMode: 'numeric' | 'decimal' | 'text',
];

/** The room's covers, the seating length and the largest party taken online: whole numbers, typed as text. */
const capacityFields = [
  ['roomCapacityCovers', 'roomCapacityCovers', 'admin.settings.room', 'admin.settings.roomHint', 'numeric'],
  ['seatingMinutes', 'seatingMinutes', 'admin.settings.seating', 'admin.settings.seatingHint', 'numeric'],
  ['onlinePartyLimit', 'onlinePartyLimit', 'admin.settings.partyLimit', 'admin.settings.partyLimitHint', 'numeric'],
] as const satisfies readonly GroupField[];

/** How guests are remembered (docs/decisions.md 163, 164): the no-show rule and how long a profile is kept. */
const guestRuleFields = [
  ['noShowLimit', 'guestRules.noShowLimit', 'admin.settings.noShowLimit', 'admin.settings.noShowLimitHint', 'numeric'],
  ['noShowMonths', 'guestRules.noShowMonths', 'admin.settings.noShowMonths', 'admin.settings.noShowMonthsHint', 'numeric'],
  ['profileMonths', 'guestRules.profileMonths', 'admin.settings.profileMonths', 'admin.settings.profileMonthsHint', 'numeric'],
] as const satisfies readonly GroupField[];

/** Deposits by bank transfer (docs/decisions.md 165): from which party, how much a person, the days to pay, the account. */
const depositFields = [
  ['depositFrom', 'deposits.fromGuests', 'admin.settings.depositFrom', 'admin.settings.depositFromHint', 'numeric'],
  [
    'depositAmount',
    'deposits.amountPerPersonCents',
    'admin.settings.depositAmount',
    'admin.settings.depositAmountHint',
    'decimal',
  ],
  ['depositDays', 'deposits.daysToPay', 'admin.settings.depositDays', 'admin.settings.depositDaysHint', 'numeric'],
  ['depositHolder', 'deposits.holder', 'admin.settings.depositHolder', 'admin.settings.depositHolderHint', 'text'],
  ['depositIban', 'deposits.iban', 'admin.settings.depositIban', 'admin.settings.depositIbanHint', 'text'],
  ['depositBic', 'deposits.bic', 'admin.settings.depositBic', 'admin.settings.depositBicHint', 'text'],
] as const satisfies readonly GroupField[];

/** A group of the settings' plain fields under its legend, each typed as text and named by its schedule path. */
function FieldGroup({
  form,
  edit,
  legend,
  fields,
}: {
  form: ScheduleEditor;
  edit: Edit;
  legend: MessageId;
  fields: readonly GroupField[];
}) {
  return (
    <fieldset className="card admin-settings-group">
      <legend>
        <FormattedMessage id={legend} />
      </legend>
      <div className="admin-settings-row">
        {fields.map(([name, path, label, hint, inputMode]) => (
          <PathInput
            key={path}
            form={form}
            path={path}
            label={label}
            hint={hint}
            type="text"
            inputMode={inputMode}
            value={form.values[name] as string}
            onChange={(value) => edit(name, value, path)}
          />
        ))}
      </div>
    </fieldset>
  );
}
