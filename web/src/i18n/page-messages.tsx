import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import { localeMessages, type CompiledCatalogue } from './compiled-catalogue';
import { intlSettings } from './intl-settings';

interface PageMessagesProps {
  /** Module-level constants, so the merged messages are computed once per locale. */
  catalogues: readonly CompiledCatalogue[];
  children: ReactNode;
}

/** Adds a catalogue that came later than the page (with a form's checker) to the page's texts. */
const AddMessagesContext = createContext<(catalogue: CompiledCatalogue) => void>(() => undefined);

/**
 * A page's own texts on top of the shell's. Each page brings its catalogues in its own chunk, so a guest's
 * first load carries the texts of the page they opened and not every page's. A form's check messages come with
 * its checker, when the guest starts on the form (docs/decisions.md 142), and join the page's from then on.
 */
export function PageMessages({ catalogues, children }: PageMessagesProps) {
  const { locale, messages: shell } = useIntl();
  const [later, setLater] = useState<readonly CompiledCatalogue[]>([]);
  const messages = useMemo(
    () => Object.assign({}, shell, ...[...catalogues, ...later].map((catalogue) => localeMessages(catalogue, locale))),
    [shell, catalogues, later, locale],
  );
  const add = useCallback(
    (catalogue: CompiledCatalogue) => setLater((current) => (current.includes(catalogue) ? current : [...current, catalogue])),
    [],
  );
  return (
    <AddMessagesContext.Provider value={add}>
      <IntlProvider {...intlSettings(locale, messages)}>{children}</IntlProvider>
    </AddMessagesContext.Provider>
  );
}

/**
 * A form's checker, loaded on demand with `load`: its module's `messages` (the check's texts) join the page's as it
 * arrives, so a check's errors are read in the guest's language and follow a language switch.
 */
export function useChecker<Module extends { messages: CompiledCatalogue }>(load: () => Promise<Module>) {
  const add = useContext(AddMessagesContext);
  return useCallback(
    () =>
      load().then((module) => {
        add(module.messages);
        return module;
      }),
    [add, load],
  );
}

/** A catalogue that arrives with a chunk loaded later than the page (a form opened on demand) joins the page's texts. */
export function useLaterMessages(catalogue: CompiledCatalogue) {
  const add = useContext(AddMessagesContext);
  useEffect(() => add(catalogue), [add, catalogue]);
}
