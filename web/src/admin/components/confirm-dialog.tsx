import { createContext, useCallback, useContext, useRef, useState, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Dialog } from './dialog';

interface ConfirmOptions {
  title: string;
  message: string;
  confirmLabel: string;
  /** The safe answer's words when 'Cancel' would be ambiguous ('Keep reservation' beside 'Cancel reservation'). */
  keepLabel?: string;
  /** A delete or a cancellation the guest will hear about: the button says so in red. */
  destructive?: boolean;
}

type Confirm = (options: ConfirmOptions) => Promise<boolean>;

const ConfirmContext = createContext<Confirm | undefined>(undefined);

/** Asks before an action that cannot be taken back, in an accessible dialog (never `window.confirm()`). */
export function useConfirm(): Confirm {
  const confirm = useContext(ConfirmContext);
  if (!confirm) throw new Error('useConfirm() outside ConfirmProvider');
  return confirm;
}

export function ConfirmProvider({ children }: { children: ReactNode }) {
  const [asking, setAsking] = useState<ConfirmOptions | undefined>();
  const answer = useRef<(confirmed: boolean) => void>(undefined);

  const confirm = useCallback<Confirm>(
    (options) =>
      new Promise<boolean>((resolve) => {
        answer.current?.(false);
        answer.current = resolve;
        setAsking(options);
      }),
    [],
  );

  const settle = (confirmed: boolean) => {
    answer.current?.(confirmed);
    answer.current = undefined;
    setAsking(undefined);
  };

  return (
    <ConfirmContext.Provider value={confirm}>
      {children}
      {asking ? (
        <Dialog title={asking.title} role="alertdialog" onClose={() => settle(false)}>
          <p>{asking.message}</p>
          <div className="dialog-actions">
            {/* The safe answer has focus: Enter on a stray tap does not delete anything. */}
            <button type="button" className="button button-secondary" data-autofocus onClick={() => settle(false)}>
              {asking.keepLabel ?? <FormattedMessage id="admin.dialog.cancel" />}
            </button>
            <button
              type="button"
              className={asking.destructive ? 'button button-danger' : 'button button-primary'}
              onClick={() => settle(true)}
            >
              {asking.confirmLabel}
            </button>
          </div>
        </Dialog>
      ) : null}
    </ConfirmContext.Provider>
  );
}
