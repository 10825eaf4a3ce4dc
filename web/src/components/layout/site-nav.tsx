import { useEffect, useId, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router-dom';
import type { MessageId } from '../../i18n/catalogues';

/** The menu entries (docs/product.md, 'The guest site'), as sub-paths of /{locale}/ (home is the empty one). */
const entries: Array<{ segment: string; label: MessageId }> = [
  { segment: '', label: 'nav.home' },
  { segment: 'menu', label: 'nav.menu' },
  { segment: 'gallery', label: 'nav.gallery' },
  { segment: 'reservations', label: 'nav.reservations' },
  { segment: 'events', label: 'nav.events' },
  { segment: 'contact', label: 'nav.contact' },
  { segment: 'feedback', label: 'nav.feedback' },
  { segment: 'legal', label: 'nav.legal' },
  { segment: 'blog', label: 'nav.blog' },
  { segment: 'instagram', label: 'nav.instagram' },
];

const noScriptStyle = '.site-nav button.nav-toggle{display:none}.site-nav .nav-panel:target{display:block}';

/**
 * The hamburger menu. It closes on Escape (focus goes back to its button), on a click or tap outside, and on
 * any route change; opening it moves focus to its first entry, so keyboard users land inside, and following an
 * entry moves focus to the new page's content.
 */
export function SiteNav() {
  const { locale, formatMessage } = useIntl();
  const location = useLocation();
  const [open, setOpen] = useState(false);
  const listId = useId();
  const container = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const firstLink = useRef<HTMLAnchorElement>(null);

  // Set when the guest follows an entry: once the new page is there, keyboard focus starts at its content
  // rather than falling back to the top of the document when the panel hides.
  const followed = useRef(false);
  useEffect(() => {
    setOpen(false);
    if (!followed.current) return;
    followed.current = false;
    document.getElementById('main')?.focus();
  }, [location.key]);

  useEffect(() => {
    if (!open) return;
    firstLink.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (!container.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  const here = (segment: string) => location.pathname === (segment ? `/${locale}/${segment}` : `/${locale}`);

  return (
    <div className="site-nav" ref={container}>
      <button
        ref={button}
        type="button"
        className="nav-toggle"
        aria-expanded={open}
        aria-controls={listId}
        aria-label={formatMessage({ id: open ? 'nav.close' : 'nav.open' })}
        onClick={() => setOpen((value) => !value)}
      >
        <span className="nav-toggle-bars" aria-hidden="true" />
      </button>
      {/*
        Without JavaScript the button opens nothing: a link to the list stands in for it, and the list shows as the
        link's target (docs/decisions.md 123). A browser running the app never reads what a noscript holds.
      */}
      <noscript>
        <style dangerouslySetInnerHTML={{ __html: noScriptStyle }} />
        <a className="nav-toggle" href={`#${listId}`} aria-label={formatMessage({ id: 'nav.open' })}>
          <span className="nav-toggle-bars" aria-hidden="true" />
        </a>
      </noscript>
      <nav id={listId} className="nav-panel" aria-label={formatMessage({ id: 'nav.label' })} hidden={!open}>
        <ul>
          {entries.map(({ segment, label }, index) => (
            <li key={label}>
              <Link
                ref={index === 0 ? firstLink : undefined}
                to={segment ? `/${locale}/${segment}` : `/${locale}`}
                aria-current={here(segment) ? 'page' : undefined}
                onClick={() => {
                  // The entry for the page already shown navigates nowhere: close here too.
                  followed.current = !here(segment);
                  setOpen(false);
                  if (here(segment)) button.current?.focus();
                }}
              >
                <FormattedMessage id={label} />
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
