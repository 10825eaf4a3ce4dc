import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useForm } from '../../components/forms/use-form';
import type { MessageId } from '../../i18n/catalogues';
import { ApiError } from '../../lib/api';
import type { Checked } from '../../lib/check-with-schema';
import { UnreachableError } from './admin-client';
import { failureText } from './failure-text';

export interface EditorFailure {
  text: string;
  /** A 412: someone saved meanwhile (docs/decisions.md 87); the form offers a reload. */
  stale: boolean;
}

interface EditorFormOptions<Values, Field> {
  id: string;
  initial: Values;
  fields: readonly Field[] | ((values: Values) => readonly Field[]);
  /** 'Please correct the marked fields.' */
  fixFields: MessageId;
  /** 'The dish could not be saved.' */
  saveFailed: MessageId;
}

/**
 * A dashboard form on the one form kit (docs/decisions.md 142, 143), with what the dashboard adds: checked with the
 * shared schema first (its messages are catalogue keys), the server's field errors shown in place, any other refusal
 * said with the server's sentence, a reload offered when the save was made from an older version (a 412), and an
 * unreachable server told that nothing typed is lost.
 */
export function useEditorForm<Values extends Record<string, unknown>, Field extends string>(
  options: EditorFormOptions<Values, Field>,
) {
  const intl = useIntl();
  const form = useForm(options);
  const [failure, setFailure] = useState<EditorFailure | undefined>();
  const say = (id: MessageId) => intl.formatMessage({ id });

  /** The form's submit handler: `verdict` is the shared schema's on the values, `send` saves them. */
  const submitWith = (verdict: () => Checked<unknown>, send: () => Promise<void>) =>
    form.handleSubmit(async () => {
      setFailure(undefined);
      if (!(await form.check(verdict))) {
        setFailure({ text: say(options.fixFields), stale: false });
        return;
      }
      try {
        await send();
      } catch (error) {
        const stale = error instanceof ApiError && error.status === 412;
        // A refusal that names fields (a 400, or a capacity below the seats taken) is shown at them.
        if (form.showServerErrors(error)) setFailure({ text: say(options.fixFields), stale });
        else {
          const kept = error instanceof UnreachableError ? ` ${say('admin.error.inputKept')}` : '';
          setFailure({ text: `${say(options.saveFailed)} ${failureText(error, intl) ?? ''}${kept}`.trim(), stale });
        }
      }
    });

  return { ...form, failure, submitWith };
}

export type EditorForm<Values extends Record<string, unknown>, Field extends string> = ReturnType<
  typeof useEditorForm<Values, Field>
>;
