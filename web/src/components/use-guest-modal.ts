import { useEffect, useRef } from 'react';

/**
 * A guest page's modal (the gallery's lightbox, the reviews' share links) as a native `<dialog>` opened with
 * showModal() while it is rendered (docs/decisions.md 143): the browser keeps focus inside and the page behind inert.
 * Escape's `cancel` and `leave()` close it before the caller is told: while it is a modal the page is inert, and the
 * caller's focus could not go back to the button that opened it.
 */
export function useGuestModal(onClose: () => void) {
  const dialog = useRef<HTMLDialogElement>(null);
  const close = useRef(onClose);
  close.current = onClose;
  useEffect(() => {
    const modal = dialog.current;
    const cancel = (event: Event) => {
      event.preventDefault();
      modal?.close();
      close.current();
    };
    modal?.showModal();
    modal?.addEventListener('cancel', cancel);
    return () => {
      modal?.removeEventListener('cancel', cancel);
      modal?.close();
    };
  }, []);
  return {
    dialog,
    leave: () => {
      dialog.current?.close();
      close.current();
    },
  };
}
