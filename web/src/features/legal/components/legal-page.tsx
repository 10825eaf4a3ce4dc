import { useEffect, useMemo, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { legalTabs, type LegalTab } from '../../../config/paths';
import { useDocumentTitle } from '../../../lib/use-document-title';
import '../legal.css';
import { legalTextsUpdated } from '../texts';
import { legalValues } from '../utils/legal-values';
import { DataRequestForm, dataRequestHeadingId } from './data-request-form';
import { LegalTabText } from './legal-tab-text';
import { legalPanelId, legalTabId, LegalTabs } from './legal-tabs';
import { useHouseSchedule } from '../../../lib/house-schedule';
import { useRestaurant } from '../../../lib/restaurant';

/** The tab a `?tab=` value names; a missing or unknown one opens the Impressum. */
function legalTabOf(value: string | null): LegalTab {
  return legalTabs.find((tab) => tab === value) ?? 'impressum';
}

/** The first day of a 'YYYY-MM' month, in UTC, for formatting as 'November 2026'. */
function monthOf(yearMonth: string): Date {
  const [year = 1970, month = 1] = yearMonth.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, 1));
}

/**
 * /{locale}/legal: Impressum, privacy policy, terms and cookie policy as tabs, each deep-linkable as `?tab=`
 * (docs/decisions.md 75). The texts are data beside the page (texts/), their facts filled from the owner's details
 * (149) and the site configuration, so they agree with the booking rules, the e-mails and the footer.
 */
export function LegalPage() {
  const intl = useIntl();
  const { locale } = intl;
  const [params] = useSearchParams();
  const tab = legalTabOf(params.get('tab'));
  const panel = useRef<HTMLDivElement>(null);

  const page = intl.formatMessage({ id: 'legal.title' });
  useDocumentTitle(
    intl.formatMessage({ id: 'legal.documentTitle' }, { tab: intl.formatMessage({ id: `legal.tab.${tab}` }), page }),
  );

  const schedule = useHouseSchedule();
  const restaurant = useRestaurant();
  const values = useMemo(
    () =>
      legalValues(
        locale,
        {
          privacyPolicy: intl.formatMessage({ id: 'legal.heading.privacy' }),
          cookiePolicy: intl.formatMessage({ id: 'legal.heading.cookies' }),
        },
        schedule,
        restaurant,
      ),
    [intl, locale, schedule, restaurant],
  );

  // A link inside a text that opens another tab takes itself away with the old text; focus then goes to the new
  // panel rather than being lost. After a tab's own click or arrow key, focus stays on the tab.
  const shownTab = useRef(tab);
  useEffect(() => {
    if (shownTab.current === tab) return;
    shownTab.current = tab;
    if (document.activeElement === document.body || document.activeElement === null) panel.current?.focus();
  }, [tab]);

  return (
    <div className="page legal-page">
      <h1 id="legal-title">
        <FormattedMessage id="legal.title" />
      </h1>
      <p className="legal-lead">
        <FormattedMessage id="legal.lead" values={{ name: restaurant.name }} />
      </p>
      <LegalTabs selected={tab} labelledBy="legal-title" />
      <div className="legal-panel" role="tabpanel" id={legalPanelId} aria-labelledby={legalTabId(tab)} tabIndex={0} ref={panel}>
        <h2>
          <FormattedMessage id={`legal.heading.${tab}`} />
        </h2>
        <p className="legal-updated">
          <FormattedMessage
            id="legal.updated"
            values={{
              date: (
                <time dateTime={legalTextsUpdated}>
                  {intl.formatDate(monthOf(legalTextsUpdated), { month: 'long', year: 'numeric', timeZone: 'UTC' })}
                </time>
              ),
            }}
          />
        </p>
        {tab === 'privacy' ? (
          // The form stands after the whole policy, some 12,000 px down on a phone: a way there from the top.
          <p className="legal-jump">
            <a href={`#${dataRequestHeadingId}`}>
              <FormattedMessage id="legal.dataRequest.jump" />
              <span aria-hidden="true"> ↓</span>
            </a>
          </p>
        ) : null}
        <LegalTabText tab={tab} locale={locale} values={values} after={tab === 'privacy' ? <DataRequestForm /> : null} />
      </div>
    </div>
  );
}
