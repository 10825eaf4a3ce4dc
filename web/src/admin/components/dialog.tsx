import { useContext, useEffect, useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useIntl } from 'react-intl';
import { useModalDialog } from '../lib/use-modal-dialog';
import { ToastHostContext } from './toaster';

interface DialogProps {
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
  /** `alert` for a question that needs an answer (a delete), `dialog` for a form. */
  role?: 'dialog' | 'alertdialog';
  wide?: boolean;
  /**
   * A form: a tap beside it does not close it (a stray touch on a tablet must not lose a half-taken booking);
   * its Cancel button and Escape do.
   */
  holdsInput?: boolean;
}

const focusable = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled])';

/**
 * A modal dialog (never `window.confirm()`), a native `<dialog>` opened with `showModal()` (docs/decisions.md 143):
 * the browser keeps focus inside it and makes the page behind it inert, and Escape asks it to close (`cancel`).
 * Focus moves into it (to `[data-autofocus]`, else the first field) and returns to what opened it. While it is open,
 * the toasts show in its own live regions under its content, never over its question (docs/decisions.md 135).
 * It is open as long as it is rendered: closing is the caller's, through `onClose`.
 */
export function Dialog({ title, onClose, children, role = 'dialog', wide = false, holdsInput = false }: DialogProps) {
  const intl = useIntl();
  const titleId = useId();
  const box = useRef<HTMLDialogElement>(null);
  const close = useRef(onClose);
  close.current = onClose;
  const registerToastHost = useContext(ToastHostContext);
  const failureToasts = useRef<HTMLDivElement>(null);
  const successToasts = useRef<HTMLDivElement>(null);

  // A layout effect: a toast shown as the dialog closes moves back to the page's regions before anything is painted.
  useLayoutEffect(() => {
    if (!registerToastHost || !failureToasts.current || !successToasts.current) return undefined;
    return registerToastHost({ failure: failureToasts.current, success: successToasts.current });
  }, [registerToastHost]);

  // Opened before the focus below moves into it (effects run in order); the opener is read before either.
  const opener = useRef(document.activeElement);
  useModalDialog(box, onClose);
  useEffect(() => {
    const before = opener.current instanceof HTMLElement ? opener.current : undefined;
    const first =
      box.current?.querySelector<HTMLElement>('[data-autofocus]') ??
      box.current?.querySelector('.dialog-body')?.querySelector<HTMLElement>(focusable);
    (first ?? box.current)?.focus();
    // Back to what opened it; if that is gone (the row was deleted or moved), to the page's main area.
    return () => (before?.isConnected ? before : document.getElementById('admin-main'))?.focus();
  }, []);

  // In the body (a portal), as before: a form's dialog opened from inside another form is not a form in
  // a form, and the dashboard's sheet styles it the same wherever it was opened from.
  return createPortal(
    <dialog
      ref={box}
      className={wide ? 'dialog dialog-wide' : 'dialog'}
      role={role === 'alertdialog' ? 'alertdialog' : undefined}
      aria-modal="true"
      aria-labelledby={titleId}
      tabIndex={-1}
      // The dialog itself is the target only beside its box: a tap on the backdrop.
      onMouseDown={(event) => !holdsInput && event.target === event.currentTarget && close.current()}
    >
      <div className="dialog-box">
        <div className="dialog-header">
          {/* Focusable by script alone: where an action inside removed what had the focus (dialog-title-focus.ts). */}
          <h2 id={titleId} tabIndex={-1} data-dialog-title="">
            {title}
          </h2>
          <button
            type="button"
            className="dialog-close"
            aria-label={intl.formatMessage({ id: 'admin.dialog.close' })}
            onClick={() => close.current()}
          />
        </div>
        <div className="dialog-body">{children}</div>
        {/*
         * Live from the moment the dialog opens, so what the toaster puts in them is announced: failures at once,
         * successes politely, as the page's alert and status regions do (no roles: the dialog's own form keeps the
         * one alert it may show).
         */}
        <div className="dialog-toasts">
          <div ref={failureToasts} className="toast-region toast-region-failure" aria-live="assertive" />
          <div ref={successToasts} className="toast-region toast-region-success" aria-live="polite" />
        </div>
      </div>
    </dialog>,
    document.body,
  );
}
