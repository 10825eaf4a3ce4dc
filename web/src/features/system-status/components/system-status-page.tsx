import { FormattedMessage, useIntl } from 'react-intl';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useSystemStatus } from '../api/get-system-status';
import { SystemStatusList } from './system-status-list';

function SystemStatusContent() {
  const { data, isError, isFetching, refetch } = useSystemStatus();

  // While Try Again is fetching, the guest sees it working instead of the old error.
  if (isError && !isFetching) {
    return (
      <div className="notice notice-error" role="alert">
        <p>
          <FormattedMessage id="systemStatus.error" />
        </p>
        <button type="button" className="button button-primary" onClick={() => void refetch()}>
          <FormattedMessage id="systemStatus.tryAgain" />
        </button>
      </div>
    );
  }
  if (data && !isError) return <SystemStatusList status={data} />;
  return (
    <p role="status">
      <FormattedMessage id="systemStatus.loading" />
    </p>
  );
}

/** /{locale}/test: whether the gateway and each service behind it are up. */
export function SystemStatusPage() {
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage({ id: 'systemStatus.title' }));

  return (
    <section className="page" aria-labelledby="system-status-title">
      <h1 id="system-status-title">
        <FormattedMessage id="systemStatus.title" />
      </h1>
      <SystemStatusContent />
    </section>
  );
}
