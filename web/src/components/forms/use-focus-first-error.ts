import { useEffect, useState, type RefObject } from 'react';

/**
 * Takes keyboard and screen-reader users to the first field (in the form's order) that has an error. Focus moves
 * once the errors are drawn, so a screen reader reads the field together with its error.
 */
export function useFocusFirstError<Field extends string>(form: RefObject<HTMLFormElement | null>, fieldNames: readonly Field[]) {
  const [focusField, setFocusField] = useState<Field | undefined>();
  useEffect(() => {
    if (!focusField) return;
    form.current?.querySelector<HTMLElement>(`[name="${focusField}"]`)?.focus();
    setFocusField(undefined);
  }, [form, focusField]);
  return (errors: Partial<Record<Field, unknown>>) => setFocusField(fieldNames.find((field) => errors[field]));
}
