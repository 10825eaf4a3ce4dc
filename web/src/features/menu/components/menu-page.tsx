import { FormattedMessage, useIntl } from 'react-intl';
import { EmptyState, ErrorState, LoadingState } from '../../../components/feedback/query-states';
import { useStructuredData } from '../../../lib/page-head';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useMenu } from '../api/get-menu';
import { menuStructuredData } from '../utils/menu-structured-data';
import { MenuBrowser } from './menu-browser';
import '../menu-page.css';

function MenuContent() {
  const { data, isError, isFetching, refetch } = useMenu();
  const { locale } = useIntl();
  useStructuredData('menu', data && data.length > 0 ? (url) => menuStructuredData(data, locale, url) : undefined);

  // A menu already shown stays shown if a later refresh fails: the guest is better served by it than by an error.
  if (data) {
    if (data.length === 0) return <EmptyState title={<FormattedMessage id="menu.empty" />} />;
    return <MenuBrowser items={data} />;
  }
  // While Try Again is fetching, the guest sees it working instead of the old error.
  if (isError && !isFetching) {
    return (
      <ErrorState
        title={<FormattedMessage id="menu.error.title" />}
        detail={<FormattedMessage id="menu.error.detail" />}
        onRetry={() => void refetch()}
      />
    );
  }
  return (
    <LoadingState>
      <FormattedMessage id="menu.loading" />
    </LoadingState>
  );
}

/** /{locale}/menu (docs/product.md, 'The guest site'): food and drinks with their filters, prices, allergens and an overview. */
export function MenuPage() {
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage({ id: 'menu.title' }));

  return (
    <div className="page menu-page">
      <div className="menu-header">
        <h1 className="page-title">
          <FormattedMessage id="menu.title" />
        </h1>
        <p className="menu-lead">
          <FormattedMessage id="menu.lead" />
        </p>
      </div>
      <MenuContent />
    </div>
  );
}
