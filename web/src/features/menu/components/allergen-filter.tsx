import { allergenCodes, allergenNames, type AllergenCode } from '@ristorante/contracts';
import { FormattedMessage, useIntl } from 'react-intl';
import '../../../styles/chips.css';

interface AllergenFilterProps {
  without: ReadonlySet<AllergenCode>;
  onChange: (without: Set<AllergenCode>) => void;
}

/**
 * 'Without …' (docs/decisions.md 89): a guest ticks what they must avoid and every dish containing any of it is
 * hidden, the counts of the tabs and filters with it. Folded away until opened, and open when the address
 * already names some, so a shared link shows what it filters.
 */
export function AllergenFilter({ without, onChange }: AllergenFilterProps) {
  const { locale } = useIntl();
  const toggle = (code: AllergenCode, on: boolean) => {
    const next = new Set(without);
    if (on) next.add(code);
    else next.delete(code);
    onChange(next);
  };
  return (
    <details className="menu-allergen-filter" open={without.size > 0 || undefined}>
      <summary>
        <FormattedMessage id="menu.without.summary" values={{ count: without.size }} />
      </summary>
      <fieldset aria-controls="menu-results">
        <legend>
          <FormattedMessage id="menu.without.legend" />
        </legend>
        <div className="menu-allergen-options">
          {allergenCodes.map((code) => (
            <label key={code} className="menu-allergen-option">
              <input type="checkbox" checked={without.has(code)} onChange={(event) => toggle(code, event.target.checked)} />
              {allergenNames[code][locale === 'en' ? 'en' : 'de']}
            </label>
          ))}
        </div>
        <p className="menu-allergen-hint">
          <FormattedMessage id="menu.without.hint" />
        </p>
        {without.size > 0 ? (
          <button type="button" className="chip" onClick={() => onChange(new Set())}>
            <FormattedMessage id="menu.without.clear" />
          </button>
        ) : null}
      </fieldset>
    </details>
  );
}
