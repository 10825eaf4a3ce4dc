import { useQueryClient } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import type { MessageId } from '../../../i18n/catalogues';
import { useConfirm } from '../../components/confirm-dialog';
import { useToaster } from '../../components/toaster';
import { failureText } from '../../lib/failure-text';
import { adminKeys } from '../../lib/query-keys';

interface InboxAction {
  send: () => Promise<unknown>;
  done: MessageId;
  failed: MessageId;
  values: Record<string, string>;
  /** Asked first (a delete): its title, sentence and button. */
  confirm?: { title: MessageId; message: MessageId; button: MessageId };
}

/**
 * One thing staff do to a message or a piece of feedback: asked first when it cannot be undone, then said how it
 * went, and the lists and the tabs' counts read again either way (a refused change shows the row as it is).
 */
export function useInboxAction() {
  const intl = useIntl();
  const confirm = useConfirm();
  const toaster = useToaster();
  const queryClient = useQueryClient();
  return async (action: InboxAction) => {
    const say = (id: MessageId) => intl.formatMessage({ id }, action.values);
    if (action.confirm) {
      const confirmed = await confirm({
        title: say(action.confirm.title),
        message: say(action.confirm.message),
        confirmLabel: say(action.confirm.button),
        destructive: true,
      });
      if (!confirmed) return;
    }
    try {
      await action.send();
      toaster.success(say(action.done));
    } catch (error) {
      toaster.failure(say(action.failed), failureText(error, intl));
    }
    await Promise.all([adminKeys.inbox, adminKeys.attention].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
  };
}
