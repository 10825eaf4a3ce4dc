import type { FormEvent, ReactNode, RefObject } from 'react';
import { FormattedMessage } from 'react-intl';
import type { MessageId } from '../../i18n/catalogues';

/**
 * A guest form's frame (docs/decisions.md 142): the browser's own checks off (the shared schema speaks instead, in
 * the guest's language), labelled by its heading, the note on what the asterisk means, and, when the form checks
 * with a schema loaded on demand, that checker fetched as soon as focus enters the form, well before a submit.
 */
export function GuestForm({
  form,
  className,
  titleId,
  title,
  requiredNote,
  prefetch,
  onSubmit,
  children,
}: {
  form: { ref: RefObject<HTMLFormElement> };
  className: string;
  /** The id of the heading that names the form: its own `title`, or one the page already shows. */
  titleId: string;
  title?: MessageId;
  requiredNote: MessageId;
  prefetch?: () => Promise<unknown>;
  onSubmit: (event: FormEvent) => void;
  children: ReactNode;
}) {
  return (
    <form
      ref={form.ref}
      className={className}
      noValidate
      onSubmit={onSubmit}
      onFocus={prefetch ? () => void prefetch().catch(() => undefined) : undefined}
      aria-labelledby={titleId}
    >
      {title ? (
        <h2 id={titleId}>
          <FormattedMessage id={title} />
        </h2>
      ) : null}
      <p className="field-hint">
        <FormattedMessage id={requiredNote} />
      </p>
      {children}
    </form>
  );
}
