import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useIntl } from 'react-intl';

type Tone = 'success' | 'failure';

interface Toast {
  id: number;
  tone: Tone;
  text: string;
  detail?: string | undefined;
}

interface Toaster {
  success: (text: string) => void;
  failure: (text: string, detail?: string) => void;
}

const ToasterContext = createContext<Toaster | undefined>(undefined);

/** An open dialog's two live regions, which the toasts move into while it is the topmost one (docs/decisions.md 135). */
export interface ToastHost {
  failure: HTMLElement;
  success: HTMLElement;
}

/** Registers an open dialog's regions; the answer takes them away again. Undefined outside a ToasterProvider. */
export const ToastHostContext = createContext<((host: ToastHost) => () => void) | undefined>(undefined);

/** Tells staff how an action went (docs/decisions.md 73), never with a browser alert(). */
export function useToaster(): Toaster {
  const toaster = useContext(ToasterContext);
  if (!toaster) throw new Error('useToaster() outside ToasterProvider');
  return toaster;
}

/** A success fades after a moment; a failure stays until it is dismissed, or the next one replaces it. */
const successLifetimeMs = 8_000;

/**
 * Two live regions that are always in the page, so a screen reader announces what appears in them: successes
 * politely (`role=status`), failures at once (`role=alert`). Visually, both stack at the top of the screen.
 *
 * While a modal dialog is open the toasts are shown inside it instead, under its buttons, in live regions the
 * dialog has had since it opened (docs/decisions.md 135): at the top of the screen they lay over the dialog's
 * question, and a screen reader keeps to a modal dialog, so regions outside it may go unheard.
 */
export function ToasterProvider({ children }: { children: ReactNode }) {
  const intl = useIntl();
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(1);
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());

  const dismiss = useCallback((id: number) => {
    clearTimeout(timers.current.get(id));
    timers.current.delete(id);
    setToasts((current) => current.filter((toast) => toast.id !== id));
  }, []);

  const show = useCallback(
    (tone: Tone, text: string, detail?: string) => {
      const id = nextId.current++;
      // One failure at a time: the newest is the one that matters.
      setToasts((current) => [
        ...current.filter((toast) => tone === 'success' || toast.tone === 'success'),
        { id, tone, text, detail },
      ]);
      if (tone === 'success')
        timers.current.set(
          id,
          setTimeout(() => dismiss(id), successLifetimeMs),
        );
    },
    [dismiss],
  );

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((timer) => clearTimeout(timer));
  }, []);

  // Dialogs in the order they opened: a confirmation asked from inside a form's dialog is the topmost one.
  const [hosts, setHosts] = useState<ToastHost[]>([]);
  const registerHost = useCallback((host: ToastHost) => {
    setHosts((current) => [...current, host]);
    return () => setHosts((current) => current.filter((other) => other !== host));
  }, []);
  const host = hosts[hosts.length - 1];

  const toaster = useMemo<Toaster>(
    () => ({ success: (text) => show('success', text), failure: (text, detail) => show('failure', text, detail) }),
    [show],
  );

  const items = (tone: Tone, inDialog: boolean) =>
    toasts
      .filter((toast) => toast.tone === tone)
      .map((toast) => (
        <ToastItem
          key={toast.id}
          toast={toast}
          inDialog={inDialog}
          dismissLabel={intl.formatMessage({ id: 'admin.toast.dismiss' })}
          onDismiss={() => dismiss(toast.id)}
        />
      ));

  return (
    <ToasterContext.Provider value={toaster}>
      <ToastHostContext.Provider value={registerHost}>
        {children}
        <section className="toasts" aria-label={intl.formatMessage({ id: 'admin.toast.region' })}>
          <div className="toast-region toast-region-failure" role="alert">
            {host ? null : items('failure', false)}
          </div>
          <div className="toast-region toast-region-success" role="status">
            {host ? null : items('success', false)}
          </div>
        </section>
        {host ? createPortal(items('failure', true), host.failure) : null}
        {host ? createPortal(items('success', true), host.success) : null}
      </ToastHostContext.Provider>
    </ToasterContext.Provider>
  );
}

function ToastItem(props: { toast: Toast; inDialog: boolean; dismissLabel: string; onDismiss: () => void }) {
  const { toast, inDialog } = props;
  const box = useRef<HTMLDivElement>(null);
  // In a long dialog scrolled to its top, the toast under its buttons is brought into sight.
  useEffect(() => {
    if (inDialog) box.current?.scrollIntoView?.({ block: 'nearest' });
  }, [inDialog]);
  return (
    <div ref={box} className={`toast toast-${toast.tone}`}>
      <div className="toast-text">
        <p>{toast.text}</p>
        {toast.detail ? <p className="toast-detail">{toast.detail}</p> : null}
      </div>
      <button type="button" className="toast-dismiss" aria-label={props.dismissLabel} onClick={props.onDismiss} />
    </div>
  );
}
