import { useEffect, useRef, type RefObject } from 'react';

/**
 * Opens a native `<dialog>` as a modal while the component is rendered (docs/decisions.md 143): the browser keeps
 * focus inside it and makes the page behind it inert; Escape (`cancel`) and a close by the browser itself go to
 * `onClose`, so the caller, which stops rendering it, stays the one that closes it.
 */
export function useModalDialog(dialog: RefObject<HTMLDialogElement | null>, onClose: () => void): void {
  const close = useRef(onClose);
  close.current = onClose;
  useEffect(() => {
    const box = dialog.current;
    if (!box) return undefined;
    if (!box.open) box.showModal();
    const onCancel = (event: Event) => {
      event.preventDefault();
      close.current();
    };
    // A browser may close it anyway (a second Escape in a row without a click between): the caller is told.
    const onNativeClose = () => close.current();
    box.addEventListener('cancel', onCancel);
    box.addEventListener('close', onNativeClose);
    return () => {
      box.removeEventListener('cancel', onCancel);
      box.removeEventListener('close', onNativeClose);
      if (box.open) box.close();
    };
  }, [dialog]);
}
