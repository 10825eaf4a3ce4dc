import { FormattedMessage } from 'react-intl';
import { newException, type ExceptionValues } from '../utils/schedule-form-values';
import { ExceptionFields } from './exception-fields';
import type { ScheduleEditor } from './path-field';

/**
 * The owner's closed days and special hours (docs/decisions.md 110), one card each: its days, closed or open at
 * other hours, and the note guests read in both languages. Added at the end, removed one by one.
 */
export function ExceptionsEditor({ form, onChange }: { form: ScheduleEditor; onChange: (next: ExceptionValues[]) => void }) {
  const { exceptions } = form.values;
  return (
    <fieldset className="card admin-settings-group">
      <legend>
        <FormattedMessage id="admin.settings.exceptions" />
      </legend>
      <p className="admin-muted">
        <FormattedMessage id="admin.settings.exceptionsHint" />
      </p>
      {exceptions.length === 0 ? (
        <p>
          <FormattedMessage id="admin.settings.noExceptions" />
        </p>
      ) : null}
      <ol className="admin-settings-exceptions">
        {exceptions.map((exception, index) => (
          <li key={exception.key}>
            <ExceptionFields
              form={form}
              index={index}
              exception={exception}
              onChange={(patch) => onChange(exceptions.map((other, at) => (at === index ? { ...other, ...patch } : other)))}
              onRemove={() => onChange(exceptions.filter((_, at) => at !== index))}
            />
          </li>
        ))}
      </ol>
      <button type="button" className="button button-secondary" onClick={() => onChange([...exceptions, newException()])}>
        <FormattedMessage id="admin.settings.addException" />
      </button>
    </fieldset>
  );
}
