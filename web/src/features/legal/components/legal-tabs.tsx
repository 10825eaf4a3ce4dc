import { useRef, type KeyboardEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router-dom';
import { legalTabs, paths, type LegalTab } from '../../../config/paths';
import { preloadLegalText } from './legal-tab-text';

export const legalPanelId = 'legal-panel';
export const legalTabId = (tab: LegalTab) => `legal-tab-${tab}`;

/** Where each key moves focus from the tab at `index` (wrapping at both ends); other keys are not the tabs'. */
function targetIndex(key: string, index: number): number | undefined {
  const last = legalTabs.length - 1;
  switch (key) {
    case 'ArrowRight':
      return index === last ? 0 : index + 1;
    case 'ArrowLeft':
      return index === 0 ? last : index - 1;
    case 'Home':
      return 0;
    case 'End':
      return last;
    default:
      return undefined;
  }
}

/**
 * The legal page's tabs as the WAI-ARIA tabs pattern, made of links (docs/decisions.md 75): each tab is a real
 * link to its `?tab=` address, so it can be opened in a new browser tab and works before any script runs. Only
 * the open tab is in the Tab order (roving tabindex); the arrow keys, Home and End move between tabs and open the
 * one they reach at once (a tab's text is a few KB, there as soon as it is asked for). A tab change replaces the
 * address, so Back leaves the page instead of stepping through the tabs.
 */
export function LegalTabs({ selected, labelledBy }: { selected: LegalTab; labelledBy: string }) {
  const { locale } = useIntl();
  const navigate = useNavigate();
  const tabRefs = useRef<(HTMLAnchorElement | null)[]>([]);

  const open = (tab: LegalTab) => {
    if (tab !== selected) void navigate(paths.legal.getTabHref(locale, tab), { replace: true });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLAnchorElement>, index: number) => {
    if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    if (event.key === ' ') {
      // A link ignores Space; a tab opens on it, and the page must not scroll instead.
      event.preventDefault();
      open(legalTabs[index] ?? selected);
      return;
    }
    const target = targetIndex(event.key, index);
    const tab = target === undefined ? undefined : legalTabs[target];
    if (target === undefined || !tab) return;
    event.preventDefault();
    tabRefs.current[target]?.focus();
    open(tab);
  };

  return (
    <div className="legal-tabs" role="tablist" aria-labelledby={labelledBy}>
      {legalTabs.map((tab, index) => {
        const isSelected = tab === selected;
        return (
          <Link
            key={tab}
            ref={(element) => {
              tabRefs.current[index] = element;
            }}
            to={paths.legal.getTabHref(locale, tab)}
            replace
            role="tab"
            id={legalTabId(tab)}
            aria-selected={isSelected}
            aria-controls={legalPanelId}
            tabIndex={isSelected ? 0 : -1}
            className="legal-tab"
            onKeyDown={(event) => onKeyDown(event, index)}
            onPointerEnter={() => preloadLegalText(tab)}
          >
            <FormattedMessage id={`legal.tab.${tab}`} />
          </Link>
        );
      })}
    </div>
  );
}
