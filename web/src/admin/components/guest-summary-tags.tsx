import type { GuestSummary } from '@ristorante/contracts';
import { FormattedMessage } from 'react-intl';

/**
 * The guest at a glance beside a booking (docs/decisions.md 163, 164), most urgent first, as a dense row shows two
 * lines of it: a request the no-show rule asks staff to call about, the no-shows on record, the wishes the guest
 * agreed to have remembered (an allergy above all), which visit this is, staff's tags. In words, as the other
 * marks are; nothing for a walk-in or an erased guest.
 */
export function GuestSummaryTags({
  guest,
  confirmByPhone,
  status,
  compact = false,
}: {
  guest?: GuestSummary | undefined;
  confirmByPhone?: true | undefined;
  status: string;
  /** A line of a list: a returning guest's visit and no-shows only; the rest is a tap away. */
  compact?: boolean;
}) {
  // 'First visit' says nothing of a guest who has only ever missed: their no-shows say it.
  const firstVisit = guest && guest.visits === 0 && guest.noShows === 0 && !compact;
  return (
    <>
      {confirmByPhone && status === 'pending' ? (
        <span className="admin-tag admin-tag-attention">
          <FormattedMessage id="admin.guest.callFirst" />
        </span>
      ) : null}
      {guest ? (
        <>
          {guest.noShows > 0 ? (
            <span className="admin-tag admin-tag-attention">
              <FormattedMessage id="admin.guest.noShows" values={{ count: guest.noShows }} />
            </span>
          ) : null}
          {guest.preferences && !compact ? (
            <span className="admin-remembered">
              <FormattedMessage id="admin.guest.remembered" values={{ text: guest.preferences }} />
            </span>
          ) : null}
          {guest.visits > 0 ? (
            <span className="admin-tag admin-tag-visit">
              <FormattedMessage id="admin.guest.visit" values={{ ordinal: guest.visits + 1 }} />
            </span>
          ) : null}
          {firstVisit ? (
            <span className="admin-tag">
              <FormattedMessage id="admin.guest.firstVisit" />
            </span>
          ) : null}
          {compact
            ? null
            : guest.tags.map((tag) => (
                <span key={tag} className="admin-tag admin-tag-guest">
                  {tag}
                </span>
              ))}
        </>
      ) : null}
    </>
  );
}
