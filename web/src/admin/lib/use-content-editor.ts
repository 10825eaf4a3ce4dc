import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useConfirm } from '../components/confirm-dialog';
import { useToaster } from '../components/toaster';
import { failureText } from './failure-text';

/** What the editor's dialog holds: a new item or one being edited, with the values it opened with. */
export interface Editing<Item, Values> {
  item?: Item | undefined;
  initial: Values;
  /** A new one each time the dialog opens or reloads, so its form starts afresh from `initial`. */
  generation: number;
}

/**
 * The one way the content editors (menu, gallery, events; docs/decisions.md 146) open an item in their dialog, read
 * it again when someone else saved it meanwhile (a 412 offers a reload), and delete one after asking: the
 * answer said in a toast, and the list read again either way.
 */
export function useContentEditor<Item extends { id: string }, Values>({
  valuesOf,
  fresh,
  reread,
}: {
  /** The form's values for a new item (undefined) or one as it stands. */
  valuesOf: (item: Item | undefined) => Values;
  /** The items as the server has them now. */
  fresh: () => Promise<Item[]>;
  /** Reads the editor's lists again after a change. */
  reread: () => Promise<unknown>;
}) {
  const intl = useIntl();
  const confirm = useConfirm();
  const toaster = useToaster();
  const [editing, setEditing] = useState<Editing<Item, Values> | undefined>();

  const open = (item?: Item) => setEditing({ item, initial: valuesOf(item), generation: Date.now() });
  const close = () => setEditing(undefined);

  return {
    editing,
    open,
    close,
    /** Someone saved this item meanwhile: what is there now opens in the form (or the dialog closes if it is gone). */
    reload: async () => {
      const item = (await fresh()).find((entry) => entry.id === editing?.item?.id);
      if (item) open(item);
      else close();
    },
    /** Asks (a destructive confirmation), deletes, and says how it went. */
    remove: async ({
      question,
      run,
      deleted,
      failed,
    }: {
      question: { title: string; message: string; confirmLabel: string };
      run: () => Promise<unknown>;
      deleted: string;
      failed: string;
    }) => {
      if (!(await confirm({ ...question, destructive: true }))) return;
      try {
        await run();
        toaster.success(deleted);
      } catch (error) {
        toaster.failure(failed, failureText(error, intl));
      }
      await reread();
    },
  };
}
