import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
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
 * politely (`role=status`), failures at once (`role=alert`). Visually, both stack at the foot of the screen.
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

  const toaster = useMemo<Toaster>(
    () => ({ success: (text) => show('success', text), failure: (text, detail) => show('failure', text, detail) }),
    [show],
  );

  const region = (tone: Tone) => (
    <div className={`toast-region toast-region-${tone}`} role={tone === 'success' ? 'status' : 'alert'}>
      {toasts
        .filter((toast) => toast.tone === tone)
        .map((toast) => (
          <div key={toast.id} className={`toast toast-${tone}`}>
            <div className="toast-text">
              <p>{toast.text}</p>
              {toast.detail ? <p className="toast-detail">{toast.detail}</p> : null}
            </div>
            <button
              type="button"
              className="toast-dismiss"
              aria-label={intl.formatMessage({ id: 'admin.toast.dismiss' })}
              onClick={() => dismiss(toast.id)}
            />
          </div>
        ))}
    </div>
  );

  return (
    <ToasterContext.Provider value={toaster}>
      {children}
      <section className="toasts" aria-label={intl.formatMessage({ id: 'admin.toast.region' })}>
        {region('failure')}
        {region('success')}
      </section>
    </ToasterContext.Provider>
  );
}
