import type { RestaurantEvent } from '@ristorante/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { eventTitle } from '../../../lib/event-text';
import type { MessageId } from '../../../i18n/catalogues';
import { PageMessages } from '../../../i18n/page-messages';
import { formatEuros, formatEventDate } from '../../../lib/format';
import { adminPaths } from '../../config/admin-paths';
import { Dialog } from '../../components/dialog';
import { QueryView } from '../../components/query-view';
import { useToaster } from '../../components/toaster';
import type { AdminClient } from '../../lib/admin-client';
import { failureText } from '../../lib/failure-text';
import { adminKeys } from '../../lib/query-keys';
import { useContentEditor } from '../../lib/use-content-editor';
import { staffEventsQuery } from '../../lib/staff-events-query';
import { useAdminClient } from '../../lib/session-context';
import { getEventRoom } from './api/get-event-room';
import { EventForm, eventValues, type EventRequest } from './components/event-form';
import type { RoomCheck } from './components/room-notice';
import eventsEditorCatalogue from './events-editor-messages?icu';
import './events-editor.css';
import { RowAction } from '../../components/row-action';

const catalogues = [eventsEditorCatalogue];

/** A save names the version it was made from (docs/decisions.md 87). */
const saveEvent = (client: AdminClient, body: object, editing?: RestaurantEvent) =>
  editing
    ? client.json<RestaurantEvent>(`/api/events/${editing.id}`, {
        method: 'PUT',
        body,
        headers: { 'if-match': `"${editing.version}"` },
      })
    : client.json<RestaurantEvent>('/api/events', { method: 'POST', body });

function EventList({
  heading,
  events,
  onEdit,
  onDelete,
}: {
  heading: MessageId;
  events: RestaurantEvent[];
  onEdit: (event: RestaurantEvent) => void;
  onDelete: (event: RestaurantEvent) => void;
}) {
  const intl = useIntl();
  if (events.length === 0) return null;
  return (
    <section className="card" aria-label={intl.formatMessage({ id: heading })}>
      <h2>
        <FormattedMessage id={heading} />
      </h2>
      <ul className="admin-event-list">
        {events.map((event) => {
          const title = eventTitle(event, intl.locale);
          return (
            <li key={event.id}>
              <span>
                <strong>{title}</strong>
                <span className="admin-muted admin-block">
                  {formatEventDate(event.event_date, intl.locale)} ·{' '}
                  <FormattedMessage id="admin.eventsEditor.price" values={{ price: formatEuros(event.price, intl.locale) }} />
                </span>
              </span>
              <span>
                <FormattedMessage
                  id="admin.eventsEditor.seats"
                  values={{ taken: event.current_attendees, capacity: event.max_attendees }}
                />
              </span>
              <span className="admin-row-actions">
                <Link
                  className="button button-secondary admin-small-button"
                  to={adminPaths.dashboard(intl.locale, 'bookings', { event: event.id })}
                >
                  <FormattedMessage id="admin.eventsEditor.bookings" />
                  <span className="visually-hidden"> {title}</span>
                </Link>
                <RowAction
                  label="admin.eventsEditor.edit"
                  ariaLabel={intl.formatMessage({ id: 'admin.eventsEditor.editLabel' }, { title })}
                  onClick={() => onEdit(event)}
                />
                <RowAction
                  label="admin.eventsEditor.delete"
                  ariaLabel={intl.formatMessage({ id: 'admin.eventsEditor.deleteLabel' }, { title })}
                  onClick={() => onDelete(event)}
                />
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** Every event with its seats, editable by an owner (docs/decisions.md 86), one tap from its bookings. */
function EventsEditorScreen() {
  const intl = useIntl();
  const locale = intl.locale === 'en' ? 'en' : 'de';
  const client = useAdminClient();
  const queryClient = useQueryClient();
  const events = useQuery(staffEventsQuery(client));
  const toaster = useToaster();
  const reread = () =>
    Promise.all([adminKeys.events, adminKeys.bookings].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
  const editor = useContentEditor({
    valuesOf: (event: RestaurantEvent | undefined) => eventValues(event, locale),
    fresh: () => queryClient.fetchQuery({ ...staffEventsQuery(client), staleTime: 0 }),
    reread,
  });
  const { editing } = editor;

  const save = async (request: object) => {
    const saved = await saveEvent(client, request, editing?.item);
    editor.close();
    toaster.success(
      intl.formatMessage(
        { id: editing?.item ? 'admin.eventForm.saved' : 'admin.eventForm.created' },
        { title: eventTitle(saved, locale) },
      ),
    );
    await reread();
  };

  const checkRoom = async (request: EventRequest, startsAt: Date): Promise<RoomCheck> => {
    try {
      const room = await getEventRoom(client, {
        startsAt,
        durationMinutes: request.duration_minutes,
        places: Number(request.max_attendees),
        exclusive: request.exclusive,
        eventId: editing?.item?.id,
      });
      return { room };
    } catch (error) {
      return { failed: failureText(error, intl) ?? intl.formatMessage({ id: 'admin.error.unreachable' }) };
    }
  };

  const remove = (event: RestaurantEvent) => {
    const title = eventTitle(event, locale);
    return editor.remove({
      question: {
        title: intl.formatMessage({ id: 'admin.eventsEditor.confirmDeleteTitle' }, { title }),
        message: intl.formatMessage(
          { id: 'admin.eventsEditor.confirmDelete' },
          { seats: event.current_attendees - event.manual_attendees },
        ),
        confirmLabel: intl.formatMessage({ id: 'admin.eventsEditor.delete' }),
      },
      run: () => client.request(`/api/events/${event.id}`, { method: 'DELETE' }),
      deleted: intl.formatMessage({ id: 'admin.eventsEditor.deleted' }, { title }),
      failed: intl.formatMessage({ id: 'admin.eventsEditor.deleteFailed' }),
    });
  };

  return (
    <section className="admin-tab" aria-labelledby="admin-tab-title">
      <div className="admin-tab-head">
        <h1 id="admin-tab-title">
          <FormattedMessage id="admin.eventsEditor.title" />
        </h1>
        <div className="admin-row-actions">
          <button type="button" className="button button-primary" onClick={() => editor.open()}>
            <FormattedMessage id="admin.eventsEditor.new" />
          </button>
          <a className="button button-secondary" href={`/${locale}/events`}>
            <FormattedMessage id="admin.eventsEditor.viewOnSite" />
          </a>
        </div>
      </div>
      <QueryView
        query={events}
        loading="admin.eventsEditor.loading"
        empty="admin.eventsEditor.empty"
        isEmpty={(all) => all.length === 0}
      >
        {(all) => {
          const now = new Date().toISOString();
          return (
            <>
              <EventList
                heading="admin.eventsEditor.upcoming"
                events={all.filter((event) => event.event_date >= now)}
                onEdit={editor.open}
                onDelete={(event) => void remove(event)}
              />
              <EventList
                heading="admin.eventsEditor.past"
                events={all.filter((event) => event.event_date < now).reverse()}
                onEdit={editor.open}
                onDelete={(event) => void remove(event)}
              />
            </>
          );
        }}
      </QueryView>
      {editing ? (
        <Dialog
          title={
            editing.item
              ? intl.formatMessage({ id: 'admin.eventForm.editTitle' }, { title: eventTitle(editing.item, locale) })
              : intl.formatMessage({ id: 'admin.eventForm.newTitle' })
          }
          onClose={editor.close}
          holdsInput
          wide
        >
          <EventForm
            key={editing.generation}
            initial={editing.initial}
            taken={editing.item?.current_attendees ?? 0}
            onSubmit={save}
            checkRoom={checkRoom}
            onReload={() => void editor.reload()}
            onCancel={editor.close}
          />
        </Dialog>
      ) : null}
    </section>
  );
}

export function EventsEditorTab() {
  return (
    <PageMessages catalogues={catalogues}>
      <EventsEditorScreen />
    </PageMessages>
  );
}
