import { menuCategoryLabels, type MenuItem } from '@ristorante/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useDeferredValue, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { EmptyState } from '../../../components/feedback/query-states';
import { PageMessages } from '../../../i18n/page-messages';
import { Dialog } from '../../components/dialog';
import { QueryView } from '../../components/query-view';
import { useToaster } from '../../components/toaster';
import { adminKeys } from '../../lib/query-keys';
import { useContentEditor } from '../../lib/use-content-editor';
import { menuQuery } from './api/menu-query';
import { useAdminClient } from '../../lib/session-context';
import { deleteDish, saveDish } from './api/menu-api';
import { DishRow } from './components/dish-row';
import { dishesFound } from './utils/dishes-found';
import { DishForm, dishValues } from './components/dish-form';
import menuEditorCatalogue from './menu-editor-messages?icu';
import './menu-editor.css';
import { LabelledField } from '../../components/labelled-field';

const catalogues = [menuEditorCatalogue];

/**
 * The menu for an owner (docs/decisions.md 86): by category in the menu's order, searchable, each dish with its
 * availability switch, edit and delete; new dishes and edits in one dialog form.
 */
function MenuEditorScreen() {
  const intl = useIntl();
  const locale = intl.locale === 'en' ? 'en' : 'de';
  const client = useAdminClient();
  const queryClient = useQueryClient();
  const menu = useQuery(menuQuery(client));
  const toaster = useToaster();
  const [search, setSearch] = useState('');
  const query = useDeferredValue(search.trim().toLowerCase());
  const reread = () => queryClient.invalidateQueries({ queryKey: adminKeys.content });
  const editor = useContentEditor({
    valuesOf: (dish: MenuItem | undefined) => dishValues(dish, locale),
    fresh: () => queryClient.fetchQuery({ ...menuQuery(client), staleTime: 0 }),
    reread,
  });
  const { editing } = editor;
  const titleOf = (dish: MenuItem) => (locale === 'en' ? dish.titleEn : dish.titleDe) || dish.title;

  const save = async (request: Parameters<typeof saveDish>[1]) => {
    const saved = await saveDish(client, request, editing?.item);
    editor.close();
    toaster.success(
      intl.formatMessage({ id: editing?.item ? 'admin.dishForm.saved' : 'admin.dishForm.created' }, { title: titleOf(saved) }),
    );
    await reread();
  };

  const remove = (dish: MenuItem) => {
    const title = titleOf(dish);
    return editor.remove({
      question: {
        title: intl.formatMessage({ id: 'admin.menuEditor.confirmDeleteTitle' }, { title }),
        message: intl.formatMessage({ id: 'admin.menuEditor.confirmDelete' }),
        confirmLabel: intl.formatMessage({ id: 'admin.menuEditor.delete' }),
      },
      run: () => deleteDish(client, dish.id),
      deleted: intl.formatMessage({ id: 'admin.menuEditor.deleted' }, { title }),
      failed: intl.formatMessage({ id: 'admin.menuEditor.deleteFailed' }),
    });
  };

  return (
    <section className="admin-tab" aria-labelledby="admin-tab-title">
      <div className="admin-tab-head">
        <h1 id="admin-tab-title">
          <FormattedMessage id="admin.menuEditor.title" />
        </h1>
        <div className="admin-row-actions">
          <button type="button" className="button button-primary" onClick={() => editor.open()}>
            <FormattedMessage id="admin.menuEditor.new" />
          </button>
          <a className="button button-secondary" href={`/${locale}/menu`}>
            <FormattedMessage id="admin.menuEditor.viewOnSite" />
          </a>
        </div>
      </div>
      <LabelledField id="menu-search" label="admin.menuEditor.search" className="admin-search">
        <input
          id="menu-search"
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          aria-describedby="menu-search-hint"
        />
        <p id="menu-search-hint" className="admin-muted">
          <FormattedMessage id="admin.menuEditor.searchHint" />
        </p>
      </LabelledField>
      <QueryView
        query={menu}
        loading="admin.menuEditor.loading"
        empty="admin.menuEditor.empty"
        isEmpty={(items) => items.length === 0}
      >
        {(items) => {
          const { found, categories } = dishesFound(items, query);
          return (
            <>
              <p role="status">
                <FormattedMessage
                  id="admin.menuEditor.count"
                  values={{ count: found.length, soldOut: found.filter((dish) => !dish.isAvailable).length }}
                />
              </p>
              {found.length === 0 ? (
                <EmptyState title={<FormattedMessage id="admin.menuEditor.noMatch" values={{ query: search.trim() }} />} />
              ) : null}
              {categories.map(({ category, dishes }) => (
                <section key={category} className="card" aria-labelledby={`menu-category-${category}`}>
                  <h2 id={`menu-category-${category}`}>{menuCategoryLabels[category][locale]}</h2>
                  <ul className="admin-dish-list">
                    {dishes.map((dish) => (
                      <DishRow
                        key={dish.id}
                        dish={dish}
                        title={titleOf(dish)}
                        onChanged={() => void reread()}
                        onEdit={() => editor.open(dish)}
                        onDelete={() => void remove(dish)}
                      />
                    ))}
                  </ul>
                </section>
              ))}
            </>
          );
        }}
      </QueryView>
      {editing ? (
        <Dialog
          title={
            editing.item
              ? intl.formatMessage({ id: 'admin.dishForm.editTitle' }, { title: titleOf(editing.item) })
              : intl.formatMessage({ id: 'admin.dishForm.newTitle' })
          }
          onClose={editor.close}
          holdsInput
          wide
        >
          <DishForm
            key={editing.generation}
            initial={editing.initial}
            allergensNote={editing.item?.allergensNote ?? null}
            onSubmit={save}
            onReload={() => void editor.reload()}
            onCancel={editor.close}
          />
        </Dialog>
      ) : null}
    </section>
  );
}

export function MenuEditorTab() {
  return (
    <PageMessages catalogues={catalogues}>
      <MenuEditorScreen />
    </PageMessages>
  );
}
