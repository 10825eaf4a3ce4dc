/** A field's error, tied to its control by `aria-describedby` (see use-field-errors). */
export function FieldError({ id, text }: { id: string; text: string | undefined }) {
  return text ? (
    <p id={id} className="field-error">
      {text}
    </p>
  ) : null;
}
