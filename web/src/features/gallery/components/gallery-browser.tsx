import type { GalleryImage } from '@ristorante/contracts';
import { useCallback, useEffect, useId, useMemo, useRef, useState, type MouseEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  categoryCounts,
  eagerImageCount,
  gridImageSizes,
  initialImageLimit,
  parseCategory,
  toEntry,
  type CategoryChoice,
  type GalleryEntry,
} from '../gallery-selection';
import { GalleryFilters } from './gallery-filters';
import { GalleryLightbox } from './gallery-lightbox';
import { GalleryPicture } from './gallery-picture';
import { useSearchParamsAfterHydration } from '../../../lib/use-hydrated';

/**
 * What the grid's <img> adds for the picture at `index`: the first ones load at once, the very first first (and the
 * others of those behind it: on a phone only the first is in sight, and it is the page's largest content).
 */
function gridImageProps(index: number) {
  return {
    loading: index < eagerImageCount ? ('eager' as const) : ('lazy' as const),
    ...(index === 0 ? { fetchpriority: 'high' as const } : index < eagerImageCount ? { fetchpriority: 'low' as const } : {}),
  };
}

/**
 * The loaded gallery: the category filter (kept in `?category=`, so a choice can be shared and survives a
 * reload), the grid of the first 30 pictures with 'Show All', and the lightbox.
 */
export function GalleryBrowser({ images }: { images: readonly GalleryImage[] }) {
  const intl = useIntl();
  const { locale } = intl;
  const gridId = useId();
  const [searchParams, setSearchParams] = useSearchParamsAfterHydration();

  const entries = useMemo(() => images.map((image) => toEntry(image, locale)), [images, locale]);
  const choices = useMemo(() => categoryCounts(entries), [entries]);
  // A category without pictures has no chip: an address naming one shows them all.
  const requested = parseCategory(searchParams.get('category'));
  const selected: CategoryChoice = choices.some(({ choice }) => choice === requested) ? requested : 'all';
  const inCategory = useMemo(
    () => (selected === 'all' ? entries : entries.filter((entry) => entry.category === selected)),
    [entries, selected],
  );

  // 'Show All' holds for the category it was pressed in; another category starts with the first 30 again.
  const [expandedFor, setExpandedFor] = useState<CategoryChoice | null>(null);
  const expanded = expandedFor === selected;
  const limited = inCategory.length > initialImageLimit;
  const shown = limited && !expanded ? inCategory.slice(0, initialImageLimit) : inCategory;

  // Addresses that failed, shared by the grid and the lightbox: each shows the same placeholder for them.
  const [failed, setFailed] = useState<ReadonlySet<string>>(() => new Set());
  const onFail = useCallback((src: string) => {
    setFailed((current) => (current.has(src) ? current : new Set(current).add(src)));
  }, []);

  // The lightbox pages through the whole category, shown in the grid yet or not.
  const [openId, setOpenId] = useState<string | null>(null);
  const openIndex = openId === null ? -1 : inCategory.findIndex((entry) => entry.id === openId);
  const opener = useRef<HTMLButtonElement | null>(null);

  const select = (choice: CategoryChoice) => {
    if (choice === selected) return;
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (choice === 'all') next.delete('category');
        else next.set('category', choice);
        return next;
      },
      { preventScrollReset: true },
    );
  };

  const open = (entry: GalleryEntry, event: MouseEvent<HTMLButtonElement>) => {
    opener.current = event.currentTarget;
    setOpenId(entry.id);
  };

  const close = useCallback(() => {
    setOpenId(null);
    opener.current?.focus();
  }, []);

  // A refresh that took the open picture away (staff deleted it) closes the lightbox like the guest would.
  const lost = openId !== null && openIndex < 0;
  useEffect(() => {
    if (lost) close();
  }, [lost, close]);

  // 'Show Less' leaves the toggle where the 31st picture was; bring it back into view so the guest is not lost.
  const toggle = useRef<HTMLButtonElement>(null);
  const [collapsed, setCollapsed] = useState(0);
  useEffect(() => {
    if (collapsed > 0) toggle.current?.scrollIntoView?.({ block: 'nearest' });
  }, [collapsed]);

  return (
    <>
      <GalleryFilters choices={choices} selected={selected} controls={gridId} onSelect={select} />
      <ul id={gridId} className="gallery-grid">
        {shown.map((entry, index) => {
          const openLabel = intl.formatMessage({ id: 'gallery.open' }, { title: entry.title });
          return (
            <li key={entry.id} className="gallery-item">
              <button
                type="button"
                className="gallery-open"
                // A broken picture's placeholder names the button itself (see GalleryPicture's placeholderPrefix).
                aria-label={failed.has(entry.src) ? undefined : openLabel}
                aria-haspopup="dialog"
                onClick={(event) => open(entry, event)}
              >
                <GalleryPicture
                  entry={entry}
                  className="gallery-image"
                  failed={failed.has(entry.src)}
                  onFail={onFail}
                  placeholderPrefix={openLabel}
                  sizes={gridImageSizes}
                  imageProps={gridImageProps(index)}
                />
              </button>
              <h2 className="gallery-item-title">{entry.title}</h2>
              {entry.description ? <p className="gallery-item-description">{entry.description}</p> : null}
            </li>
          );
        })}
      </ul>
      {/* Always in place, so a change of what is shown is announced; it speaks only when there is more to show. */}
      <p className="gallery-showing" role="status">
        {limited ? <FormattedMessage id="gallery.showing" values={{ shown: shown.length, total: inCategory.length }} /> : null}
      </p>
      {limited ? (
        <button
          ref={toggle}
          type="button"
          className="button button-secondary gallery-toggle"
          aria-controls={gridId}
          onClick={() => {
            if (expanded) {
              setExpandedFor(null);
              setCollapsed((count) => count + 1);
            } else {
              setExpandedFor(selected);
            }
          }}
        >
          {expanded ? (
            <FormattedMessage id="gallery.showLess" />
          ) : (
            <FormattedMessage id="gallery.showAll" values={{ total: inCategory.length }} />
          )}
        </button>
      ) : null}
      {openIndex >= 0 ? (
        <GalleryLightbox
          entries={inCategory}
          index={openIndex}
          failed={failed}
          onFail={onFail}
          onNavigate={(index) => setOpenId(inCategory[index]?.id ?? null)}
          onClose={close}
        />
      ) : null}
    </>
  );
}
