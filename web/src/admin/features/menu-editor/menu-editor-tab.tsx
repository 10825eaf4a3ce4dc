import { menuCategories, menuCategoryLabels, type MenuCategory, type MenuItem } from '@ristorante/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useDeferredValue, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { EmptyState } from '../../../components/feedback/query-states';
import { PageMessages } from '../../../i18n/page-messages';
import { formatEuros } from '../../../lib/format';
import { useConfirm } from '../../components/confirm-dialog';
import { Dialog } from '../../components/dialog';
import { QueryView } from '../../components/query-view';
import { useToaster } from '../../components/toaster';
import { failureText } from '../../lib/failure-text';
import { adminKeys } from '../../lib/query-keys';
import { menuQuery } from './api/menu-query';
import { useAdminClient } from '../../lib/session-context';
import { deleteDish, saveDish } from './api/menu-api';
import { AvailabilitySwitch } from './components/availability-switch';
import { DishForm, dishValues, type DishValues } from './components/dish-form';
import menuEditorCatalogue from './menu-editor-messages?icu';
import './menu-editor.css';

const catalogues = [menuEditorCatalogue];

/** What the dialog holds: a new dish, or one being edited (with the values it opened with, fresh after a reload). */
type Editing = { dish?: MenuItem; initial: DishValues; generation: number };

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
  const confirm = useConfirm();
  const toaster = useToaster();
  const [search, setSearch] = useState('');
  const query = useDeferredValue(search.trim().toLowerCase());
  const [editing, setEditing] = useState<Editing | undefined>();

  const reread = () => queryClient.invalidateQueries({ queryKey: adminKeys.content });
  const titleOf = (dish: MenuItem) => (locale === 'en' ? dish.titleEn : dish.titleDe) || dish.title;

  const open = (dish?: MenuItem) => setEditing({ dish, initial: dishValues(dish, locale), generation: Date.now() });

  const save = async (request: Parameters<typeof saveDish>[1]) => {
    const saved = await saveDish(client, request, editing?.dish);
    setEditing(undefined);
    toaster.success(
      intl.formatMessage({ id: editing?.dish ? 'admin.dishForm.saved' : 'admin.dishForm.created' }, { title: titleOf(saved) }),
    );
    await reread();
  };

  // Someone saved this dish meanwhile: read the menu again and reopen the form with what is there now.
  const reload = async () => {
    const fresh = await queryClient.fetchQuery({ ...menuQuery(client), staleTime: 0 });
    const dish = fresh.find((entry) => entry.id === editing?.dish?.id);
    if (dish) open(dish);
    else setEditing(undefined);
  };

  const remove = async (dish: MenuItem) => {
    const title = titleOf(dish);
    const confirmed = await confirm({
      title: intl.formatMessage({ id: 'admin.menuEditor.confirmDeleteTitle' }, { title }),
      message: intl.formatMessage({ id: 'admin.menuEditor.confirmDelete' }),
      confirmLabel: intl.formatMessage({ id: 'admin.menuEditor.delete' }),
      destructive: true,
    });
    if (!confirmed) return;
    try {
      await deleteDish(client, dish.id);
      toaster.success(intl.formatMessage({ id: 'admin.menuEditor.deleted' }, { title }));
    } catch (error) {
      toaster.failure(intl.formatMessage({ id: 'admin.menuEditor.deleteFailed' }), failureText(error, intl));
    }
    await reread();
  };

  return (
    <section className="admin-tab" aria-labelledby="admin-tab-title">
      <div className="admin-tab-head">
        <h1 id="admin-tab-title">
          <FormattedMessage id="admin.menuEditor.title" />
        </h1>
        <div className="admin-row-actions">
          <button type="button" className="button button-primary" onClick={() => open()}>
            <FormattedMessage id="admin.menuEditor.new" />
          </button>
          <a className="button button-secondary" href={`/${locale}/menu`}>
            <FormattedMessage id="admin.menuEditor.viewOnSite" />
          </a>
        </div>
      </div>
      <div className="field admin-search">
        <label htmlFor="menu-search">
          <FormattedMessage id="admin.menuEditor.search" />
        </label>
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
      </div>
      <QueryView
        query={menu}
        loading="admin.menuEditor.loading"
        empty="admin.menuEditor.empty"
        isEmpty={(items) => items.length === 0}
      >
        {(items) => {
          const found = query
            ? items.filter((dish) =>
                [dish.titleDe, dish.titleEn, dish.title].some((title) => title?.toLowerCase().includes(query)),
              )
            : items;
          const byCategory = new Map<MenuCategory, MenuItem[]>();
          for (const dish of found) byCategory.set(dish.category, [...(byCategory.get(dish.category) ?? []), dish]);
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
              {menuCategories
                .filter((category) => byCategory.has(category))
                .map((category) => (
                  <section key={category} className="card" aria-labelledby={`menu-category-${category}`}>
                    <h2 id={`menu-category-${category}`}>{menuCategoryLabels[category][locale]}</h2>
                    <ul className="admin-dish-list">
                      {byCategory.get(category)!.map((dish) => {
                        const title = titleOf(dish);
                        return (
                          <li key={dish.id}>
                            <span>
                              <strong>{title}</strong> <span className="admin-muted">{formatEuros(dish.price, locale)}</span>
                              {dish.allergensNote ? (
                                <span className="admin-muted admin-block">
                                  <FormattedMessage id="admin.menuEditor.noteToResolve" />: {dish.allergensNote}
                                </span>
                              ) : null}
                            </span>
                            <span className="admin-dish-controls">
                              <AvailabilitySwitch dish={dish} title={title} onChanged={() => void reread()} />
                              <button
                                type="button"
                                className="button button-secondary admin-small-button"
                                aria-label={intl.formatMessage({ id: 'admin.menuEditor.editLabel' }, { title })}
                                onClick={() => open(dish)}
                              >
                                <FormattedMessage id="admin.menuEditor.edit" />
                              </button>
                              <button
                                type="button"
                                className="button button-secondary admin-small-button"
                                aria-label={intl.formatMessage({ id: 'admin.menuEditor.deleteLabel' }, { title })}
                                onClick={() => void remove(dish)}
                              >
                                <FormattedMessage id="admin.menuEditor.delete" />
                              </button>
                            </span>
                          </li>
                        );
                      })}
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
            editing.dish
              ? intl.formatMessage({ id: 'admin.dishForm.editTitle' }, { title: titleOf(editing.dish) })
              : intl.formatMessage({ id: 'admin.dishForm.newTitle' })
          }
          onClose={() => setEditing(undefined)}
          holdsInput
          wide
        >
          <DishForm
            key={editing.generation}
            initial={editing.initial}
            allergensNote={editing.dish?.allergensNote ?? null}
            onSubmit={save}
            onReload={() => void reload()}
            onCancel={() => setEditing(undefined)}
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
