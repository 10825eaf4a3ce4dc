import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { MessageId } from '../../i18n/catalogues';
import type { Problem } from './use-form';

interface FieldForm<Field extends string> {
  ids: (field: Field) => { control: string; error: string; hint: string };
  errors: Partial<Record<Field, Problem>>;
  say: (problem: Problem) => string;
}

interface FormFieldProps<Field extends string> {
  form: FieldForm<Field>;
  field: Field;
  label: MessageId;
  /** Marked with an asterisk (the form says above what it means). */
  required?: boolean;
  /** Or marked as optional with this text ('(optional)'). */
  optional?: MessageId;
  /** A hint under the control, with the id `form.ids(field).hint` for the control's `aria-describedby`. */
  hint?: ReactNode;
  className?: string;
  /** The control, bound with `form.control(field)` or its own props. */
  children: ReactNode;
}

/** One field of a form: its label, the control, a hint, and its error (docs/decisions.md 142). */
export function FormField<Field extends string>({
  form,
  field,
  label,
  required,
  optional,
  hint,
  className,
  children,
}: FormFieldProps<Field>) {
  return (
    <div className={className ? `field ${className}` : 'field'}>
      <label htmlFor={form.ids(field).control}>
        <FormattedMessage id={label} />
        {required ? <RequiredMark /> : null}
        {optional ? (
          <span className="field-optional">
            {' '}
            <FormattedMessage id={optional} />
          </span>
        ) : null}
      </label>
      {children}
      {hint ? (
        <p id={form.ids(field).hint} className="field-hint">
          {hint}
        </p>
      ) : null}
      <FieldError form={form} field={field} />
    </div>
  );
}

/** A field's error, where the control's `aria-describedby` points; nothing while it has none. */
export function FieldError<Field extends string>({ form, field }: { form: FieldForm<Field>; field: Field }) {
  const problem = form.errors[field];
  return problem ? (
    <p id={form.ids(field).error} className="field-error">
      {form.say(problem)}
    </p>
  ) : null;
}

function RequiredMark() {
  return (
    <span className="required-mark" aria-hidden="true">
      {' '}
      *
    </span>
  );
}
