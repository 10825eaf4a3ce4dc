import { useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import { useGuestModal } from '../../../components/use-guest-modal';

const focusable = 'a[href], button:not([disabled])';

/**
 * The share links as a native modal dialog (docs/decisions.md 143): focus moves to its first link, the browser keeps
 * it inside while it is open, and Escape, Cancel or a click beside it close it (focus then returns to the Share
 * button, which the caller does).
 */
export function ShareDialog({ url, text, onClose }: { url: string; text: string; onClose: () => void }) {
  const { dialog: box, leave } = useGuestModal(onClose);
  useEffect(() => {
    box.current?.querySelector<HTMLElement>(focusable)?.focus();
  }, [box]);

  const twitter = `https://twitter.com/intent/tweet?text=${encodeURIComponent(text)}&url=${encodeURIComponent(url)}`;
  const facebook = `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`;
  // A link opens its site in a new tab; the dialog has done its part then.
  const linkProps = { rel: 'noopener noreferrer', target: '_blank', onClick: leave } as const;

  return (
    // The dialog itself is the target only beside its box: a click on the backdrop.
    <dialog
      ref={box}
      className="reviews-dialog"
      aria-modal="true"
      aria-labelledby="reviews-share-title"
      aria-describedby="reviews-share-note"
      onMouseDown={(event) => event.target === event.currentTarget && leave()}
    >
      <div className="reviews-dialog-box">
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
        <button type="button" className="button button-secondary" onClick={leave}>
          <FormattedMessage id="reviews.share.cancel" />
        </button>
      </div>
    </dialog>
  );
}
