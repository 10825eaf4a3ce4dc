import { useEffect, useRef, useState } from 'react';
import type { IntlShape } from 'react-intl';
import type { MessageId } from '../../i18n/catalogues';
import { ApiError } from '../../lib/api';

type Errors<Field extends string> = Partial<Record<Field, string>>;

/** What a zod `safeParse` answers, as far as a form needs it. */
type Checked = { success: true } | { success: false; error: { issues: Array<{ path: PropertyKey[]; message: string }> } };

/**
 * A dashboard form's field errors, from the shared schema (its messages are catalogue keys) or from the server's
 * 400 (sentences in the staff's language), with focus moved to the first bad field in the form's order.
 */
export function useFieldErrors<Field extends string>(order: readonly Field[]) {
  const [errors, setErrors] = useState<Errors<Field>>({});
  const [focus, setFocus] = useState<Field | undefined>();
  const form = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (!focus) return;
    form.current?.querySelector<HTMLElement>(`[name="${focus}"]`)?.focus();
    setFocus(undefined);
  }, [focus]);

  const show = (found: Errors<Field>) => {
    setErrors(found);
    setFocus(order.find((field) => found[field]));
    return Object.keys(found).length > 0;
  };

  return {
    form,
    errors,
    /** Shows these errors; whether there were any. */
    show,
    clear: (field: Field) =>
      setErrors((current) => {
        if (!(field in current)) return current;
        const rest = { ...current };
        delete rest[field];
        return rest;
      }),
    /** The schema's findings, each field's first message in the staff's language. */
    fromSchema: (result: Checked, intl: IntlShape): Errors<Field> => {
      const found: Errors<Field> = {};
      for (const issue of result.success ? [] : result.error.issues) {
        found[String(issue.path[0]) as Field] ??= intl.formatMessage({ id: issue.message as MessageId });
      }
      return found;
    },
    /** The server's field errors of a 400 or 409, if it named any. */
    fromServer: (error: unknown): Errors<Field> => (error instanceof ApiError ? (error.fields as Errors<Field>) : {}),
    /** Props tying a control to its label and error. */
    control: (prefix: string, field: Field) => ({
      id: `${prefix}-${field}`,
      name: field,
      'aria-invalid': errors[field] ? true : undefined,
      'aria-describedby': errors[field] ? `${prefix}-${field}-error` : undefined,
    }),
  };
}
