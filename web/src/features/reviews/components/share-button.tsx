import { useRestaurant } from '../../../lib/restaurant';
import { useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ShareDialog } from './share-dialog';

const isAbort = (error: unknown) => typeof error === 'object' && error !== null && 'name' in error && error.name === 'AbortError';

/**
 * 'Share Experience': the device's own share sheet where there is one (most phones); elsewhere a dialog with
 * plain links to X and Facebook. Nothing of theirs loads before the guest chooses one.
 */
export function ShareButton() {
  const intl = useIntl();
  const { name } = useRestaurant();
  const [share, setShare] = useState<{ url: string; text: string } | undefined>();
  const button = useRef<HTMLButtonElement>(null);

  const onClick = async () => {
    // Read at the click, not while rendering: the server renders this page without a window.
    const url = window.location.href;
    const text = intl.formatMessage({ id: 'reviews.share.text' }, { name });
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title: document.title, text, url });
        return;
      } catch (error) {
        // The guest closed the share sheet: that was their answer.
        if (isAbort(error)) return;
        // Sharing refused (not allowed here, or nothing to share with): the links still work.
      }
    }
    setShare({ url, text });
  };

  const close = () => {
    setShare(undefined);
    button.current?.focus();
  };

  return (
    <>
      <button ref={button} type="button" className="button button-primary reviews-share" onClick={() => void onClick()}>
        <FormattedMessage id="reviews.share.button" />
      </button>
      {share ? <ShareDialog url={share.url} text={share.text} onClose={close} /> : null}
    </>
  );
}
