import { FormattedMessage, useIntl } from 'react-intl';
import { newException, type ExceptionValues } from '../utils/schedule-form-values';
import { SettingsField } from './settings-field';

/**
 * The owner's closed days and special hours (docs/decisions.md 110), one card each: its days, closed or open at
 * other hours, and the note guests read in both languages. Added at the end, removed one by one.
 */
export function ExceptionsEditor({
  exceptions,
  errors,
  onChange,
}: {
  exceptions: ExceptionValues[];
  errors: Record<string, string>;
  onChange: (next: ExceptionValues[]) => void;
}) {
  const intl = useIntl();
  const change = (index: number, patch: Partial<ExceptionValues>) =>
    onChange(exceptions.map((exception, at) => (at === index ? { ...exception, ...patch } : exception)));

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
        {exceptions.map((exception, index) => {
          const path = (field: string) => `exceptions.${index}.${field}`;
          const title = intl.formatMessage({ id: 'admin.settings.exception' }, { number: index + 1 });
          return (
            <li key={exception.key}>
              <fieldset className="admin-settings-exception">
                <legend>{title}</legend>
                <div className="admin-settings-row">
                  <SettingsField path={path('from')} label="admin.settings.from" errors={errors}>
                    {(control) => (
                      <input
                        {...control}
                        type="date"
                        value={exception.from}
                        onChange={(event) => change(index, { from: event.target.value })}
                      />
                    )}
                  </SettingsField>
                  <SettingsField path={path('to')} label="admin.settings.to" errors={errors}>
                    {(control) => (
                      <input
                        {...control}
                        type="date"
                        value={exception.to}
                        min={exception.from || undefined}
                        onChange={(event) => change(index, { to: event.target.value })}
                      />
                    )}
                  </SettingsField>
                  <SettingsField path={path('kind')} label="admin.settings.kind" errors={errors}>
                    {(control) => (
                      <select
                        {...control}
                        value={exception.closed ? 'closed' : 'hours'}
                        onChange={(event) => change(index, { closed: event.target.value === 'closed' })}
                      >
                        <option value="closed">{intl.formatMessage({ id: 'admin.settings.kindClosed' })}</option>
                        <option value="hours">{intl.formatMessage({ id: 'admin.settings.kindHours' })}</option>
                      </select>
                    )}
                  </SettingsField>
                  {exception.closed ? null : (
                    <>
                      <SettingsField path={path('hours.open')} label="admin.settings.opens" errors={errors}>
                        {(control) => (
                          <input
                            {...control}
                            type="time"
                            value={exception.opens}
                            onChange={(event) => change(index, { opens: event.target.value })}
                          />
                        )}
                      </SettingsField>
                      <SettingsField path={path('hours.close')} label="admin.settings.closes" errors={errors}>
                        {(control) => (
                          <input
                            {...control}
                            type="time"
                            value={exception.closes}
                            onChange={(event) => change(index, { closes: event.target.value })}
                          />
                        )}
                      </SettingsField>
                    </>
                  )}
                </div>
                <div className="admin-form-grid">
                  <SettingsField path={path('note.de')} label="admin.settings.noteDe" errors={errors}>
                    {(control) => (
                      <input
                        {...control}
                        type="text"
                        maxLength={200}
                        value={exception.noteDe}
                        onChange={(event) => change(index, { noteDe: event.target.value })}
                      />
                    )}
                  </SettingsField>
                  <SettingsField path={path('note.en')} label="admin.settings.noteEn" errors={errors}>
                    {(control) => (
                      <input
                        {...control}
                        type="text"
                        maxLength={200}
                        value={exception.noteEn}
                        onChange={(event) => change(index, { noteEn: event.target.value })}
                      />
                    )}
                  </SettingsField>
                </div>
                <button
                  type="button"
                  className="button button-secondary admin-small-button"
                  aria-label={`${intl.formatMessage({ id: 'admin.settings.removeException' })}: ${title}`}
                  onClick={() => onChange(exceptions.filter((_, at) => at !== index))}
                >
                  <FormattedMessage id="admin.settings.removeException" />
                </button>
              </fieldset>
            </li>
          );
        })}
      </ol>
      <button type="button" className="button button-secondary" onClick={() => onChange([...exceptions, newException()])}>
        <FormattedMessage id="admin.settings.addException" />
      </button>
    </fieldset>
  );
}
