import { useEffect, useId, useRef, type KeyboardEvent, type PointerEvent } from 'react';
import { createPortal } from 'react-dom';
import { FormattedMessage, useIntl } from 'react-intl';
import { lightboxImageSizes, type GalleryEntry } from '../gallery-selection';
import { GalleryPicture } from './gallery-picture';
import { useGuestModal } from '../../../components/use-guest-modal';

/** A horizontal move this long (CSS pixels) is a swipe; a shorter or mostly vertical one is not. */
export const swipeThresholdPx = 50;

interface GalleryLightboxProps {
  entries: readonly GalleryEntry[];
  index: number;
  failed: ReadonlySet<string>;
  onFail: (src: string) => void;
  onNavigate: (index: number) => void;
  /** Closes the lightbox; the caller returns focus to the button that opened it. */
  onClose: () => void;
}

/** While the lightbox is open the page behind it stays put, without jumping by the scrollbar's width. */
function useLockedPageScroll(): void {
  useEffect(() => {
    const { body, documentElement } = document;
    const previous = { overflow: body.style.overflow, paddingRight: body.style.paddingRight };
    const scrollbar = window.innerWidth - documentElement.clientWidth;
    body.style.overflow = 'hidden';
    if (scrollbar > 0) body.style.paddingRight = `${scrollbar}px`;
    return () => {
      body.style.overflow = previous.overflow;
      body.style.paddingRight = previous.paddingRight;
    };
  }, []);
}

/**
 * One picture at a time, large, over the page: a modal dialog named by the picture's title, with its alt text,
 * description and place in the category ('3 of 15', announced politely). Previous and Next wrap around; so do
 * the arrow keys and a swipe. Escape and Close leave it. Focus starts on Close; a native modal dialog
 * (docs/decisions.md 143), so the browser keeps it inside while it is open.
 */
export function GalleryLightbox({ entries, index, failed, onFail, onNavigate, onClose }: GalleryLightboxProps) {
  const intl = useIntl();
  const titleId = useId();
  const descriptionId = useId();
  const { dialog, leave } = useGuestModal(onClose);
  const closeButton = useRef<HTMLButtonElement>(null);
  const swipe = useRef<{ pointerId: number; x: number; y: number } | null>(null);
  useLockedPageScroll();

  useEffect(() => {
    closeButton.current?.focus();
  }, []);

  const entry = entries[index];
  if (!entry) return null;
  const total = entries.length;
  const previous = () => onNavigate((index - 1 + total) % total);
  const next = () => onNavigate((index + 1) % total);

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    switch (event.key) {
      case 'ArrowLeft':
        event.preventDefault();
        previous();
        return;
      case 'ArrowRight':
        event.preventDefault();
        next();
    }
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    // The primary button of a mouse or pen, or any touch; a second finger (a pinch) is not a swipe.
    if (swipe.current || (event.pointerType === 'mouse' && event.button !== 0)) return;
    swipe.current = { pointerId: event.pointerId, x: event.clientX, y: event.clientY };
  };

  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    const start = swipe.current;
    if (!start || start.pointerId !== event.pointerId) return;
    swipe.current = null;
    const dx = event.clientX - start.x;
    const dy = event.clientY - start.y;
    if (Math.abs(dx) < swipeThresholdPx || Math.abs(dx) <= Math.abs(dy)) return;
    // Swiping left brings in the next picture, as on a phone's photo app.
    if (dx < 0) next();
    else previous();
  };

  const onPointerCancel = () => {
    swipe.current = null;
  };

  return createPortal(
    <dialog
      ref={dialog}
      className="gallery-lightbox"
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={entry.description ? descriptionId : undefined}
      tabIndex={-1}
      onKeyDown={onKeyDown}
    >
      <div className="gallery-lightbox-bar">
        <p className="gallery-lightbox-position" aria-live="polite" aria-atomic="true">
          <FormattedMessage id="gallery.lightbox.position" values={{ position: index + 1, total }} />
        </p>
        <button
          ref={closeButton}
          type="button"
          className="gallery-lightbox-button gallery-lightbox-close"
          aria-label={intl.formatMessage({ id: 'gallery.lightbox.close' })}
          onClick={leave}
        />
      </div>
      <div
        className="gallery-lightbox-stage"
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerCancel}
      >
        <button
          type="button"
          className="gallery-lightbox-button gallery-lightbox-previous"
          aria-label={intl.formatMessage({ id: 'gallery.lightbox.previous' })}
          onClick={previous}
        />
        {/* Keyed by picture, so the next one never shows the previous one's placeholder or half-loaded state. */}
        <GalleryPicture
          key={entry.id}
          entry={entry}
          className="gallery-lightbox-image"
          sizes={lightboxImageSizes}
          failed={failed.has(entry.src)}
          onFail={onFail}
        />
        <button
          type="button"
          className="gallery-lightbox-button gallery-lightbox-next"
          aria-label={intl.formatMessage({ id: 'gallery.lightbox.next' })}
          onClick={next}
        />
      </div>
      <div className="gallery-lightbox-caption">
        <h2 id={titleId} className="gallery-lightbox-title">
          {entry.title}
        </h2>
        {entry.description ? (
          <p id={descriptionId} className="gallery-lightbox-description">
            {entry.description}
          </p>
        ) : null}
      </div>
    </dialog>,
    document.body,
  );
}
