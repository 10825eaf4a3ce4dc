import { FormattedMessage } from 'react-intl';
import type { MessageId } from '../../i18n/catalogues';
import type { EditorFailure } from '../lib/use-editor-form';

/** Why a content form was not saved, with Reload when someone else saved meanwhile. */
export function EditorFailureNotice({
  failure,
  reloadLabel,
  onReload,
}: {
  failure: EditorFailure | undefined;
  reloadLabel: MessageId;
  onReload?: (() => void) | undefined;
}) {
  if (!failure) return null;
  return (
    <div className="notice notice-error" role="alert">
      <p>{failure.text}</p>
      {failure.stale && onReload ? (
        <button type="button" className="button button-secondary" onClick={onReload}>
          <FormattedMessage id={reloadLabel} />
        </button>
      ) : null}
    </div>
  );
}
