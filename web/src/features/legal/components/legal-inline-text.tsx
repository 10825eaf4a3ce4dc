import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { isOperatorPlaceholder, type LegalValue } from '../utils/legal-values';

/** `{name}` in a legal text: a placeholder filled from the site configuration. */
const placeholderPattern = /\{(\w+)\}/g;

/** A value the operator has yet to fill in: marked, and said so in words (a highlight alone is not read out). */
function OperatorPlaceholder({ text }: { text: string }) {
  return (
    <span className="legal-placeholder">
      <mark>{text}</mark>{' '}
      <span className="legal-placeholder-note">
        <FormattedMessage id="legal.placeholder.note" />
      </span>
    </span>
  );
}

function Value({ value }: { value: LegalValue }) {
  switch (value.kind) {
    case 'text':
      return isOperatorPlaceholder(value.text) ? <OperatorPlaceholder text={value.text} /> : <>{value.text}</>;
    case 'code':
      return <code>{value.text}</code>;
    case 'link':
      return value.href.startsWith('https:') ? (
        <a href={value.href} rel="noopener noreferrer">
          {value.text}
        </a>
      ) : (
        <a href={value.href}>{value.text}</a>
      );
    case 'page':
      return <Link to={value.to}>{value.text}</Link>;
  }
}

/** One string of a legal text with its placeholders filled in; an unknown one stays visible as written. */
export function LegalInlineText({ text, values }: { text: string; values: Record<string, LegalValue> }) {
  const parts = text.split(placeholderPattern);
  return (
    <>
      {parts.map((part, index) => {
        // split() with a capturing group alternates: text, placeholder name, text, …
        if (index % 2 === 0) return part;
        const value = values[part];
        return value ? <Value key={index} value={value} /> : `{${part}}`;
      })}
    </>
  );
}
