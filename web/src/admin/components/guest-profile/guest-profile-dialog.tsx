import { guestProfilePatchSchema, type GuestHistoryEntry, type GuestProfile, type Locale } from '@ristorante/contracts';
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { FormField } from '../../../components/forms/form-field';
import { PageMessages } from '../../../i18n/page-messages';
import { checkWithSchema } from '../../../lib/check-with-schema';
import { numericDay } from '../../lib/dates';
import { dialogTitleOf } from '../../lib/dialog-title-focus';
import { failureText } from '../../lib/failure-text';
import { guestListQuery, guestProfileQuery, guestRereads, mergeGuest, patchGuest } from '../../lib/guests-query';
import { useAdminClient } from '../../lib/session-context';
import { useAdminMutation } from '../../lib/use-admin-mutation';
import { useEditorForm } from '../../lib/use-editor-form';
import { ContactLinks } from '../contact-links';
import { Dialog } from '../dialog';
import { LabelledField } from '../labelled-field';
import { QueryView } from '../query-view';
import { StatusBadge } from '../status-badge';
import { useToaster } from '../toaster';
import guestProfileCatalogue from './guest-profile-messages?icu';
import './guest-profile.css';

const catalogues = [guestProfileCatalogue];

/**
 * A guest's profile (docs/decisions.md 163), opened from any booking and from the guests screen: the figures, the
 * remembered wishes (which staff may forget), the team's notes and tags, the bookings to come and before, and the
 * merging of a duplicate. Its texts come with it.
 */
export function GuestProfileDialog({ guestId, name, onClose }: { guestId: string; name: string; onClose: () => void }) {
  return (
    <PageMessages catalogues={catalogues}>
      <Dialog title={name} onClose={onClose} wide holdsInput>
        <ProfileBody guestId={guestId} />
      </Dialog>
    </PageMessages>
  );
}

function ProfileBody({ guestId }: { guestId: string }) {
  const client = useAdminClient();
  const profile = useQuery(guestProfileQuery(client, guestId));
  return (
    <QueryView query={profile} loading="admin.guestProfile.loading">
      {(guest) => (
        <div className="guest-profile">
          <Figures guest={guest} />
          <ContactLinks phone={guest.phone ?? ''} email={guest.email} />
          <Remembered guest={guest} />
          <NotesForm key={`${guest.id}:${guest.notes}:${guest.tags.join()}`} guest={guest} />
          <Bookings title="admin.guestProfile.upcoming" none="admin.guestProfile.noneUpcoming" entries={guest.upcoming} />
          <Bookings title="admin.guestProfile.history" none="admin.guestProfile.noneHistory" entries={guest.history} />
          <MergeSection guest={guest} />
        </div>
      )}
    </QueryView>
  );
}

function Figures({ guest }: { guest: GuestProfile }) {
  const { locale } = useIntl();
  return (
    <ul className="guest-profile-figures" aria-label={useIntl().formatMessage({ id: 'admin.guestProfile.figures' })}>
      <li className="guest-profile-figure-strong">
        <FormattedMessage id="admin.guestProfile.visits" values={{ count: guest.visits }} />
      </li>
      <li className={guest.noShows > 0 ? 'guest-profile-figure-attention' : undefined}>
        <FormattedMessage id="admin.guestProfile.noShows" values={{ count: guest.noShows }} />
      </li>
      <li>
        <FormattedMessage id="admin.guestProfile.cancellations" values={{ count: guest.cancellations }} />
      </li>
      {guest.lastVisit ? (
        <li>
          <FormattedMessage id="admin.guestProfile.lastVisit" values={{ date: numericDay(guest.lastVisit, locale as Locale) }} />
        </li>
      ) : null}
      <li className="admin-muted">
        <FormattedMessage
          id="admin.guestProfile.since"
          values={{ date: numericDay(guest.createdAt.slice(0, 10), locale as Locale) }}
        />
      </li>
      {guest.tags.map((tag) => (
        <li key={tag} className="admin-tag admin-tag-guest">
          {tag}
        </li>
      ))}
    </ul>
  );
}

/** The wishes the guest agreed to have remembered; staff forget them when the guest asks. */
function Remembered({ guest }: { guest: GuestProfile }) {
  const intl = useIntl();
  const client = useAdminClient();
  const toaster = useToaster();
  const forget = useAdminMutation((id: string) => patchGuest(client, { id, patch: { preferences: null } }), guestRereads);
  if (!guest.preferences) return null;
  return (
    <section className="guest-profile-remembered">
      <h3>
        <FormattedMessage id="admin.guestProfile.remembered" />
      </h3>
      <p>{guest.preferences}</p>
      <p className="admin-muted">
        <FormattedMessage id="admin.guestProfile.rememberedHint" />
      </p>
      <button
        type="button"
        className="button button-secondary admin-small-button"
        aria-disabled={forget.isPending || undefined}
        onClick={async (event) => {
          if (forget.isPending) return;
          // Forgotten, the wishes' section goes with this button: focus goes to the dialog's title.
          const title = dialogTitleOf(event.currentTarget);
          try {
            await forget.mutateAsync(guest.id);
            title?.focus();
            toaster.success(intl.formatMessage({ id: 'admin.guestProfile.forgotten' }, { name: guest.name }));
          } catch (error) {
            toaster.failure(intl.formatMessage({ id: 'admin.guestProfile.saveFailed' }), failureText(error, intl));
          }
        }}
      >
        <FormattedMessage id="admin.guestProfile.forget" />
      </button>
    </section>
  );
}

const tagsOf = (text: string) =>
  text
    .split(',')
    .map((tag) => tag.trim())
    .filter((tag) => tag !== '');

/** The team's notes and tags: checked with the shared schema, the server's refusals shown at their fields. */
function NotesForm({ guest }: { guest: GuestProfile }) {
  const intl = useIntl();
  const client = useAdminClient();
  const toaster = useToaster();
  const save = useAdminMutation(patchGuest.bind(null, client), guestRereads);
  const form = useEditorForm({
    id: `guest-${guest.id}`,
    initial: { notes: guest.notes, tags: guest.tags.join(', ') },
    fields: ['notes', 'tags'] as const,
    fixFields: 'admin.guestProfile.fixFields',
    saveFailed: 'admin.guestProfile.saveFailed',
  });
  const patch = () => ({ notes: form.values.notes, tags: tagsOf(form.values.tags) });
  return (
    <form
      className="guest-profile-notes"
      noValidate
      onSubmit={form.submitWith(
        () => checkWithSchema(guestProfilePatchSchema, patch()),
        async () => {
          // As the shared schema reads it: trimmed, one tag once (the server reads it the same).
          await save.mutateAsync({ id: guest.id, patch: guestProfilePatchSchema.parse(patch()) });
          toaster.success(intl.formatMessage({ id: 'admin.guestProfile.saved' }, { name: guest.name }));
        },
      )}
    >
      <FormField form={form} field="notes" label="admin.guestProfile.notes">
        <textarea {...form.control('notes')} rows={3} />
      </FormField>
      <FormField
        form={form}
        field="tags"
        label="admin.guestProfile.tags"
        hint={<FormattedMessage id="admin.guestProfile.tagsHint" />}
      >
        <input {...form.control('tags', form.ids('tags').hint)} autoComplete="off" />
      </FormField>
      {form.failure ? (
        <p className="field-error" role="alert">
          {form.failure.text}
        </p>
      ) : null}
      <div className="dialog-actions">
        <button type="submit" className="button button-primary" aria-disabled={form.busy || undefined}>
          <FormattedMessage id={form.busy ? 'admin.guestProfile.saving' : 'admin.guestProfile.save'} />
        </button>
      </div>
    </form>
  );
}

function Bookings({
  title,
  none,
  entries,
}: {
  title: 'admin.guestProfile.upcoming' | 'admin.guestProfile.history';
  none: 'admin.guestProfile.noneUpcoming' | 'admin.guestProfile.noneHistory';
  entries: GuestHistoryEntry[];
}) {
  const { locale } = useIntl();
  return (
    <section className="guest-profile-bookings">
      <h3>
        <FormattedMessage id={title} />
      </h3>
      {entries.length === 0 ? (
        <p className="admin-muted">
          <FormattedMessage id={none} />
        </p>
      ) : (
        <ul>
          {entries.map((entry) => (
            <li key={entry.id}>
              <span>
                <FormattedMessage
                  id="admin.guestProfile.entry"
                  values={{ date: numericDay(entry.date, locale as Locale), time: entry.time ?? 'none', guests: entry.guests }}
                />
                {entry.event ? <span className="admin-muted"> · {entry.event}</span> : null}
              </span>
              <StatusBadge status={entry.status as Parameters<typeof StatusBadge>[0]['status']} />
              {entry.specialRequests ? <span className="admin-notes admin-block">{entry.specialRequests}</span> : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** Finds another profile of the same guest and takes it into this one, after a second tap. */
function MergeSection({ guest }: { guest: GuestProfile }) {
  const intl = useIntl();
  const client = useAdminClient();
  const toaster = useToaster();
  const searchId = useId();
  const [query, setQuery] = useState('');
  const [asking, setAsking] = useState<{ id: string; name: string } | undefined>();
  const search = useDeferredValue(query.trim());
  const found = useQuery({ ...guestListQuery(client, search, 1, 6), enabled: search.length >= 2 });
  const merge = useAdminMutation(mergeGuest.bind(null, client), guestRereads);
  const others = (found.data?.items ?? []).filter((other) => other.id !== guest.id);

  const mergeIt = async (other: { id: string; name: string }, from: Element) => {
    if (merge.isPending) return;
    // Merged, the question and the list it was in are cleared: focus goes to the dialog's title, above the figures
    // that now count both profiles' bookings.
    const title = dialogTitleOf(from);
    try {
      await merge.mutateAsync({ id: guest.id, otherId: other.id });
      toaster.success(intl.formatMessage({ id: 'admin.guestProfile.merged' }, { other: other.name, name: guest.name }));
      setAsking(undefined);
      setQuery('');
      title?.focus();
    } catch (error) {
      toaster.failure(intl.formatMessage({ id: 'admin.guestProfile.mergeFailed' }), failureText(error, intl));
    }
  };

  return (
    <details className="guest-profile-merge">
      <summary>
        <FormattedMessage id="admin.guestProfile.merge" />
      </summary>
      <p className="admin-muted">
        <FormattedMessage id="admin.guestProfile.mergeLead" />
      </p>
      <LabelledField id={searchId} label="admin.guestProfile.mergeSearch">
        <input id={searchId} type="search" value={query} onChange={(event) => setQuery(event.target.value)} />
      </LabelledField>
      {search.length >= 2 && found.data && others.length === 0 ? (
        <p className="admin-muted">
          <FormattedMessage id="admin.guestProfile.mergeNone" />
        </p>
      ) : null}
      <ul className="guest-profile-merge-list">
        {others.map((other) => (
          <li key={other.id}>
            <span>
              <strong>{other.name}</strong>{' '}
              <span className="admin-muted">{[other.phone, other.email].filter(Boolean).join(' · ')}</span>
            </span>
            {asking?.id === other.id ? (
              <span
                className="guest-profile-merge-ask"
                role="group"
                aria-label={intl.formatMessage({ id: 'admin.guestProfile.mergeConfirm' })}
              >
                <FormattedMessage id="admin.guestProfile.mergeConfirm" />
                <button
                  type="button"
                  className="button button-primary admin-small-button"
                  onClick={(event) => void mergeIt(other, event.currentTarget)}
                >
                  <FormattedMessage id="admin.guestProfile.mergeYes" />
                </button>
                <button type="button" className="button button-secondary admin-small-button" onClick={() => setAsking(undefined)}>
                  <FormattedMessage id="admin.guestProfile.mergeNo" />
                </button>
              </span>
            ) : (
              <button
                type="button"
                className="button button-secondary admin-small-button"
                onClick={() => setAsking({ id: other.id, name: other.name })}
              >
                <FormattedMessage id="admin.guestProfile.mergeThis" values={{ name: other.name }} />
              </button>
            )}
          </li>
        ))}
      </ul>
    </details>
  );
}
