import type { GuestSummary } from '@ristorante/contracts';
import { FormattedMessage } from 'react-intl';

/**
 * The guest at a glance beside a booking (docs/decisions.md 163, 164), as a dense row shows three lines of it: first
 * the short marks (a request the no-show rule asks staff to call about, the no-shows on record, which visit this is,
 * staff's tags), then the wishes the guest agreed to have remembered, which may run long and are cut at the end
 * (the profile is a tap away). A first visit has no mark: on a busy evening most rows would say it, and push out the
 * marks that matter. The remembered wishes are left out where the booking's own say the same. In words, as the
 * other marks are; nothing for a walk-in or an erased guest.
 */
export function GuestSummaryTags({
  guest,
  confirmByPhone,
  status,
  wishes,
  compact = false,
}: {
  guest?: GuestSummary | undefined;
  confirmByPhone?: true | undefined;
  status: string;
  /** The booking's own wishes, shown beside it: the remembered ones only where they say something else. */
  wishes?: string | null | undefined;
  /** A line of a list: a returning guest's visit and no-shows only; the rest is a tap away. */
  compact?: boolean;
}) {
  const remembered =
    guest?.preferences && !compact && guest.preferences.trim() !== (wishes ?? '').trim() ? guest.preferences : undefined;
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
          {guest.visits > 0 ? (
            <span className="admin-tag admin-tag-visit">
              <FormattedMessage id="admin.guest.visit" values={{ ordinal: guest.visits + 1 }} />
            </span>
          ) : null}
          {compact
            ? null
            : guest.tags.map((tag) => (
                <span key={tag} className="admin-tag admin-tag-guest">
                  {tag}
                </span>
              ))}
          {remembered ? (
            <span className="admin-remembered">
              <FormattedMessage id="admin.guest.remembered" values={{ text: remembered }} />
            </span>
          ) : null}
        </>
      ) : null}
    </>
  );
}
