import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import type { MessageId } from '../../i18n/catalogues';
import { ApiError } from '../../lib/api';
import { UnreachableError } from './admin-client';
import { failureText } from './failure-text';
import { useFieldErrors } from './use-field-errors';

type Checked = Parameters<ReturnType<typeof useFieldErrors>['fromSchema']>[0];

export interface EditorFailure {
  text: string;
  /** A 412: someone saved meanwhile (docs/decisions.md 87); the form offers a reload. */
  stale: boolean;
}

interface EditorFormTexts {
  /** 'Please correct the marked fields.' */
  fixFields: MessageId;
  /** 'The dish could not be saved.' */
  saveFailed: MessageId;
}

/**
 * A content form's saving (dish, picture, event): checked with the catalog's schema first, sent once at a time,
 * the server's field errors shown in place, any other refusal said with the server's sentence (and a reload
 * offered when the save was made from an older version); nothing typed is lost.
 */
export function useEditorForm<Field extends string>(fields: readonly Field[], texts: EditorFormTexts) {
  const intl = useIntl();
  const fieldErrors = useFieldErrors(fields);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<EditorFailure | undefined>();
  const say = (id: MessageId) => intl.formatMessage({ id });

  /** The form's submit handler: `checked` is the schema's verdict on `request`, `send` saves it. */
  const submitWith = (check: () => Checked, send: () => Promise<void>) => async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setFailure(undefined);
    if (fieldErrors.show(fieldErrors.fromSchema(check(), intl))) {
      setFailure({ text: say(texts.fixFields), stale: false });
      return;
    }
    setBusy(true);
    try {
      await send();
    } catch (error) {
      const stale = error instanceof ApiError && error.status === 412;
      // A refusal that names fields (a 400, or a capacity below the seats taken) is shown at them.
      if (fieldErrors.show(fieldErrors.fromServer(error))) setFailure({ text: say(texts.fixFields), stale });
      else {
        const kept = error instanceof UnreachableError ? ` ${say('admin.error.inputKept')}` : '';
        setFailure({ text: `${say(texts.saveFailed)} ${failureText(error, intl) ?? ''}${kept}`.trim(), stale });
      }
    } finally {
      setBusy(false);
    }
  };

  return { ...fieldErrors, busy, failure, submitWith };
}
