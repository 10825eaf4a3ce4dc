import { useIntl } from 'react-intl';
import type { ExceptionValues } from '../utils/schedule-form-values';
import { PathField, PathInput, type ScheduleEditor } from './path-field';
import { RowAction } from '../../../components/row-action';

/** One exception's card: its days, closed or open at other hours, the notes guests read, and its Remove button. */
export function ExceptionFields({
  form,
  index,
  exception,
  onChange,
  onRemove,
}: {
  form: ScheduleEditor;
  index: number;
  exception: ExceptionValues;
  onChange: (patch: Partial<ExceptionValues>) => void;
  onRemove: () => void;
}) {
  const intl = useIntl();
  const path = (field: string) => `exceptions.${index}.${field}`;
  const title = intl.formatMessage({ id: 'admin.settings.exception' }, { number: index + 1 });
  return (
    <fieldset className="admin-settings-exception">
      <legend>{title}</legend>
      <div className="admin-settings-row">
        <PathInput
          form={form}
          path={path('from')}
          label="admin.settings.from"
          type="date"
          value={exception.from}
          onChange={(from) => onChange({ from })}
        />
        <PathInput
          form={form}
          path={path('to')}
          label="admin.settings.to"
          type="date"
          min={exception.from || undefined}
          value={exception.to}
          onChange={(to) => onChange({ to })}
        />
        <PathField form={form} path={path('kind')} label="admin.settings.kind">
          <select
            {...form.wire(path('kind'))}
            value={exception.closed ? 'closed' : 'hours'}
            onChange={(event) => onChange({ closed: event.target.value === 'closed' })}
          >
            <option value="closed">{intl.formatMessage({ id: 'admin.settings.kindClosed' })}</option>
            <option value="hours">{intl.formatMessage({ id: 'admin.settings.kindHours' })}</option>
          </select>
        </PathField>
        {exception.closed ? null : (
          <>
            <PathInput
              form={form}
              path={path('hours.open')}
              label="admin.settings.opens"
              type="time"
              value={exception.opens}
              onChange={(opens) => onChange({ opens })}
            />
            <PathInput
              form={form}
              path={path('hours.close')}
              label="admin.settings.closes"
              type="time"
              value={exception.closes}
              onChange={(closes) => onChange({ closes })}
            />
          </>
        )}
      </div>
      <div className="admin-form-grid">
        <PathInput
          form={form}
          path={path('note.de')}
          label="admin.settings.noteDe"
          type="text"
          maxLength={200}
          value={exception.noteDe}
          onChange={(noteDe) => onChange({ noteDe })}
        />
        <PathInput
          form={form}
          path={path('note.en')}
          label="admin.settings.noteEn"
          type="text"
          maxLength={200}
          value={exception.noteEn}
          onChange={(noteEn) => onChange({ noteEn })}
        />
      </div>
      <RowAction
        label="admin.settings.removeException"
        ariaLabel={`${intl.formatMessage({ id: 'admin.settings.removeException' })}: ${title}`}
        onClick={onRemove}
      />
    </fieldset>
  );
}
