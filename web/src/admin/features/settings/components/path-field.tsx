import type { InputHTMLAttributes, ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { FormField } from '../../../../components/forms/form-field';
import type { MessageId } from '../../../../i18n/catalogues';
import type { EditorForm } from '../../../lib/use-editor-form';
import type { ScheduleFormValues } from '../utils/schedule-form-values';

/** The Settings form on the kit: its fields are the paths the schema and the server name (docs/decisions.md 146). */
export type ScheduleEditor = EditorForm<ScheduleFormValues, string>;

/** What a field at a path needs of its form, whichever Settings form it is (the hours, the restaurant's details). */
export type PathForm = Pick<ScheduleEditor, 'wire' | 'ids' | 'errors' | 'say'>;

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'form'>;

/** One labelled input of the Settings form at its path, with an optional hint and its error beneath. */
export function PathInput({
  form,
  path,
  label,
  hint,
  value,
  onChange,
  ...input
}: InputProps & {
  form: PathForm;
  path: string;
  label: MessageId;
  hint?: MessageId;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <PathField form={form} path={path} label={label} hint={hint}>
      <input
        {...form.wire(path, hint && form.ids(path).hint)}
        {...input}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </PathField>
  );
}

/** A field of the Settings form whose control (a select) is bound with `form.wire(path)` by its caller. */
export function PathField({
  form,
  path,
  label,
  hint,
  children,
}: {
  form: PathForm;
  path: string;
  label: MessageId;
  hint?: MessageId | undefined;
  children: ReactNode;
}) {
  return (
    <FormField form={form} field={path} label={label} hint={hint ? <FormattedMessage id={hint} /> : undefined}>
      {children}
    </FormField>
  );
}
