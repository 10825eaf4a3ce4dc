import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { MessageId } from '../../i18n/catalogues';

/** The form's own sentence when it could not be sent, with the server's detail beneath when there is one. */
export function FormAlert({ children, detail }: { children: ReactNode; detail?: string | undefined }) {
  return (
    <div className="notice notice-error" role="alert">
      <p>{children}</p>
      {detail ? <p>{detail}</p> : null}
    </div>
  );
}

/** Always in the page, so what appears in it (a thank-you) is announced; empty, it takes no room. */
export function FormSuccess({ children }: { children?: ReactNode }) {
  return (
    <div className={children ? 'notice notice-success' : undefined} role="status">
      {children}
    </div>
  );
}

/** The submit button: aria-disabled, not disabled, while it sends, so focus stays on it. */
export function SubmitButton({
  busy,
  label,
  busyLabel,
  className = 'form-submit',
}: {
  busy: boolean;
  label: MessageId;
  busyLabel: MessageId;
  /** `form-submit` (a full-width button under the form on a phone) unless it stands in a row of actions. */
  className?: string;
}) {
  return (
    <button type="submit" className={`button button-primary ${className}`.trim()} aria-disabled={busy || undefined}>
      <FormattedMessage id={busy ? busyLabel : label} />
    </button>
  );
}

/**
 * The honeypot: off-screen for people, out of the accessibility tree and the tab order for screen-reader and
 * keyboard users, and not filled in by the browser. Only a bot puts something here; the server then drops it.
 */
export function Honeypot({
  id,
  label,
  value,
  onChange,
}: {
  id: string;
  label: MessageId;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <div className="form-honeypot" aria-hidden="true">
      <label htmlFor={id}>
        <FormattedMessage id={label} />
      </label>
      <input
        id={id}
        name="website"
        type="text"
        tabIndex={-1}
        autoComplete="off"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
