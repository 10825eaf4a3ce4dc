import { useQuery, useQueryClient } from '@tanstack/react-query';
import { FormattedMessage } from 'react-intl';
import { PageMessages } from '../../../i18n/page-messages';
import { houseScheduleKey } from '../../../lib/house-schedule';
import { restaurantKey } from '../../../lib/restaurant';
import { floorQuery, saveFloor } from '../../lib/floor-query';
import { goLiveQuery } from '../../lib/go-live-query';
import { QueryView } from '../../components/query-view';
import { useAdminClient } from '../../lib/session-context';
import { restaurantQuery, saveRestaurant } from './api/restaurant-api';
import { saveSchedule, scheduleQuery } from './api/schedule-api';
import { FloorForm } from './components/floor-form';
import { RestaurantForm } from './components/restaurant-form';
import { ScheduleForm } from './components/schedule-form';
import floorCatalogue from './floor-editor-messages?icu';
import settingsCatalogue from './settings-messages?icu';
import './settings.css';

const catalogues = [settingsCatalogue, floorCatalogue];

/**
 * The owner's Settings tab: the restaurant's hours, table times, capacity and exceptions (docs/decisions.md 110), the
 * floor (157) and the restaurant's details (148).
 */
function SettingsScreen() {
  const client = useAdminClient();
  const queryClient = useQueryClient();
  const query = useQuery(scheduleQuery(client));
  return (
    <section className="admin-tab" aria-labelledby="admin-tab-title">
      <div className="admin-tab-head">
        <h1 id="admin-tab-title">
          <FormattedMessage id="admin.settings.title" />
        </h1>
      </div>
      <p className="admin-muted">
        <FormattedMessage id="admin.settings.lead" />
      </p>
      <QueryView query={query} loading="admin.settings.loading">
        {(schedule) => (
          <ScheduleForm
            // A new version (saved here or reloaded) starts the form afresh from it.
            key={schedule.version}
            schedule={schedule}
            onReload={() => void query.refetch()}
            onSave={async (request, version) => {
              const saved = await saveSchedule(client, request, version);
              queryClient.setQueryData(scheduleQuery(client).queryKey, saved);
              // The dashboard's own forms (the reservation times, the large-party tag) follow at once.
              queryClient.setQueryData(houseScheduleKey, saved);
              return saved;
            }}
          />
        )}
      </QueryView>
      <FloorSection />
      <RestaurantDetails />
    </section>
  );
}

/** The floor: areas, tables and combinations (docs/decisions.md 154, 157), below the hours it is booked by. */
function FloorSection() {
  const client = useAdminClient();
  const queryClient = useQueryClient();
  const query = useQuery(floorQuery(client));
  return (
    <section className="admin-settings-section" aria-labelledby="floor-title">
      <h2 id="floor-title">
        <FormattedMessage id="admin.floor.title" />
      </h2>
      <p className="admin-muted">
        <FormattedMessage id="admin.floor.lead" />
      </p>
      <QueryView query={query} loading="admin.floor.loading">
        {(floor) => (
          <FloorForm
            // A new version (saved here or reloaded) starts the form afresh from it.
            key={floor.version}
            floor={floor}
            onReload={() => void query.refetch()}
            onSave={async (request) => {
              const saved = await saveFloor(client, request);
              // Every staff screen that places bookings on tables reads the same query (the timeline, the day sheet).
              queryClient.setQueryData(floorQuery(client).queryKey, saved);
              return saved;
            }}
          />
        )}
      </QueryView>
    </section>
  );
}

/** The restaurant's name, address, contact and legal details (docs/decisions.md 148), below the hours. */
function RestaurantDetails() {
  const client = useAdminClient();
  const queryClient = useQueryClient();
  const query = useQuery(restaurantQuery(client));
  return (
    <section className="admin-settings-section" aria-labelledby="restaurant-title">
      <h2 id="restaurant-title">
        <FormattedMessage id="admin.restaurant.title" />
      </h2>
      <p className="admin-muted">
        <FormattedMessage id="admin.restaurant.lead" />
      </p>
      <QueryView query={query} loading="admin.restaurant.loading">
        {(details) => (
          <RestaurantForm
            // A new version (saved here or reloaded) starts the form afresh from it.
            key={details.version}
            details={details}
            onReload={() => void query.refetch()}
            onSave={async (request, version) => {
              const saved = await saveRestaurant(client, request, version);
              queryClient.setQueryData(restaurantQuery(client).queryKey, saved);
              // The name in the dashboard's header, and what the go-live check lists (docs/decisions.md 149).
              queryClient.setQueryData(restaurantKey, saved);
              void queryClient.invalidateQueries({ queryKey: goLiveQuery(client).queryKey });
              return saved;
            }}
          />
        )}
      </QueryView>
    </section>
  );
}

export function SettingsTab() {
  return (
    <PageMessages catalogues={catalogues}>
      <SettingsScreen />
    </PageMessages>
  );
}
