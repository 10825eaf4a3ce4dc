import { useEffect, useRef, type KeyboardEvent } from 'react';
import { FormattedMessage } from 'react-intl';

const focusable = 'a[href], button:not([disabled])';

/**
 * The share links as a modal dialog: focus moves to its first link, stays inside while it is open, and Escape,
 * Cancel or a click beside it close it (focus then returns to the Share button, which the caller does).
 */
export function ShareDialog({ url, text, onClose }: { url: string; text: string; onClose: () => void }) {
  const box = useRef<HTMLDivElement>(null);
  const close = useRef(onClose);
  close.current = onClose;

  useEffect(() => {
    box.current?.querySelector<HTMLElement>(focusable)?.focus();
  }, []);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      close.current();
      return;
    }
    if (event.key !== 'Tab' || !box.current) return;
    const items = [...box.current.querySelectorAll<HTMLElement>(focusable)];
    const [first, last] = [items[0], items[items.length - 1]];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  const twitter = `https://twitter.com/intent/tweet?text=${encodeURIComponent(text)}&url=${encodeURIComponent(url)}`;
  const facebook = `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`;
  // A link opens its site in a new tab; the dialog has done its part then.
  const linkProps = { rel: 'noopener noreferrer', target: '_blank', onClick: () => close.current() } as const;

  return (
    <div className="reviews-dialog-backdrop" onMouseDown={(event) => event.target === event.currentTarget && close.current()}>
      <div
        ref={box}
        className="reviews-dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby="reviews-share-title"
        aria-describedby="reviews-share-note"
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <h2 id="reviews-share-title">
          <FormattedMessage id="reviews.share.title" />
        </h2>
        <p id="reviews-share-note" className="reviews-note">
          <FormattedMessage id="reviews.share.note" />
        </p>
        <ul className="reviews-share-links">
          <li>
            <a href={twitter} {...linkProps}>
              <FormattedMessage id="reviews.share.twitter" />
            </a>
          </li>
          <li>
            <a href={facebook} {...linkProps}>
              <FormattedMessage id="reviews.share.facebook" />
            </a>
          </li>
        </ul>
        <button type="button" className="button button-secondary" onClick={() => close.current()}>
          <FormattedMessage id="reviews.share.cancel" />
        </button>
      </div>
    </div>
  );
}
