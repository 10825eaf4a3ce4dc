import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { MessageId } from '../../../../i18n/catalogues';

/** A control's id from its field's path (`weeklyHours.monday.open`): the path names it in the server's 400 too. */
export const controlId = (path: string) => `settings-${path.replaceAll('.', '-')}`;

/** The props tying a control to its path, its label and its error (read by a screen reader with the control). */
export function fieldControl(path: string, errors: Record<string, string>, hintId?: string) {
  const error = errors[path];
  return {
    id: controlId(path),
    name: path,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': [error ? `${controlId(path)}-error` : undefined, hintId].filter(Boolean).join(' ') || undefined,
  };
}

/** A labelled field of the Settings form: its control, an optional hint, and its error beneath. */
export function SettingsField(props: {
  path: string;
  label: MessageId;
  labelValues?: Record<string, string | number>;
  hint?: MessageId;
  errors: Record<string, string>;
  children: (control: ReturnType<typeof fieldControl>) => ReactNode;
  className?: string;
}) {
  const { path, label, hint, errors } = props;
  const hintId = hint ? `${controlId(path)}-hint` : undefined;
  return (
    <div className={props.className ?? 'field'}>
      <label htmlFor={controlId(path)}>
        <FormattedMessage id={label} values={props.labelValues} />
      </label>
      {props.children(fieldControl(path, errors, hintId))}
      {hint ? (
        <p id={hintId} className="admin-muted">
          <FormattedMessage id={hint} />
        </p>
      ) : null}
      {errors[path] ? (
        <p id={`${controlId(path)}-error`} className="field-error">
          {errors[path]}
        </p>
      ) : null}
    </div>
  );
}
