import { mediaPaths } from '@ristorante/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { FormattedMessage, useIntl } from 'react-intl';
import { PageMessages } from '../../../i18n/page-messages';
import { QueryView } from '../../components/query-view';
import { useAdminClient } from '../../lib/session-context';
import { homePicturesQuery, homeQuery, saveHome } from './api/home-api';
import { HomeForm, type PictureChoice } from './components/home-form';
import homeEditorCatalogue from './home-editor-messages?icu';
import './home-editor.css';

const catalogues = [homeEditorCatalogue];

/**
 * The home page's texts and pictures for an owner (docs/decisions.md 152), in the content area beside the gallery
 * and the Instagram wall: what guests read on a page, not how the restaurant runs (that is Settings).
 */
function HomeEditorScreen() {
  const intl = useIntl();
  const locale = intl.locale === 'en' ? 'en' : 'de';
  const client = useAdminClient();
  const queryClient = useQueryClient();
  const query = useQuery(homeQuery(client));
  const gallery = useQuery(homePicturesQuery(client));
  // Ours only: the gallery's uploads and seed pictures (another site's address is never offered).
  const pictures: PictureChoice[] = (gallery.data ?? [])
    .filter((image) => image.imageUrl.startsWith(mediaPaths.uploads))
    .map((image) => ({ url: image.imageUrl, label: (locale === 'en' ? image.titleEn : null) ?? image.title }));
  return (
    <section className="admin-tab" aria-labelledby="admin-tab-title">
      <div className="admin-tab-head">
        <h1 id="admin-tab-title">
          <FormattedMessage id="admin.home.title" />
        </h1>
        <a className="button button-secondary" href={`/${locale}`}>
          <FormattedMessage id="admin.home.viewOnSite" />
        </a>
      </div>
      <p className="admin-muted">
        <FormattedMessage id="admin.home.lead" />
      </p>
      <QueryView query={query} loading="admin.home.loading">
        {(home) => (
          <HomeForm
            // A new version (saved here or reloaded) starts the form afresh from it.
            key={home.version}
            home={home}
            pictures={pictures}
            onReload={() => void query.refetch()}
            onSave={async (content, version) => {
              const saved = await saveHome(client, content, version);
              queryClient.setQueryData(homeQuery(client).queryKey, saved);
              return saved;
            }}
          />
        )}
      </QueryView>
    </section>
  );
}

export function HomeEditorTab() {
  return (
    <PageMessages catalogues={catalogues}>
      <HomeEditorScreen />
    </PageMessages>
  );
}
