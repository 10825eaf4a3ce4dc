import { allergenCodes, allergenNames, type AllergenCode } from '@ristorante/contracts';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

/**
 * The fourteen allergens a dish declares, one box each (docs/decisions.md 89), with an old free-text note above
 * them until it is resolved, and the field's error (passed in) beneath.
 */
export function AllergenChecks({
  chosen,
  oldNote,
  errorId,
  onChange,
  children,
}: {
  chosen: AllergenCode[];
  oldNote: string | null;
  errorId: string | undefined;
  onChange: (allergens: AllergenCode[]) => void;
  children: ReactNode;
}) {
  const locale = useIntl().locale === 'en' ? 'en' : 'de';
  return (
    <fieldset className="admin-form-wide admin-checks" aria-describedby={errorId}>
      <legend>
        <FormattedMessage id="admin.dishForm.allergens" />
      </legend>
      {oldNote ? (
        <p className="notice">
          <FormattedMessage id="admin.dishForm.oldNote" values={{ note: oldNote }} />
        </p>
      ) : null}
      {allergenCodes.map((code) => (
        <label key={code} className="admin-check">
          <input
            type="checkbox"
            name="allergens"
            value={code}
            checked={chosen.includes(code)}
            onChange={(event) => onChange(event.target.checked ? [...chosen, code] : chosen.filter((entry) => entry !== code))}
          />
          {allergenNames[code][locale]}
        </label>
      ))}
      {children}
    </fieldset>
  );
}
