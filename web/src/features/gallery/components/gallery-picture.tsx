import type { ImgHTMLAttributes } from 'react';
import { FormattedMessage } from 'react-intl';
import type { GalleryEntry } from '../gallery-selection';

interface GalleryPictureProps {
  entry: GalleryEntry;
  className: string;
  /** Set once this address failed to load: a box of the same size says so instead. */
  failed: boolean;
  onFail: (src: string) => void;
  /**
   * Said before the placeholder's words but not shown: the grid's button takes its name from them ('Open image:
   * Antipasti – Image not available'), so what is seen is part of what is said (WCAG 2.5.3).
   */
  placeholderPrefix?: string;
  /** What the grid adds: loading, priority, srcSet and sizes. */
  imageProps?: ImgHTMLAttributes<HTMLImageElement> & { fetchpriority?: 'high' };
}

/**
 * One picture of the gallery, in the grid or the lightbox. Width and height come from the data, so the browser
 * reserves the space before the picture arrives; the stylesheet gives the box its shape where they are unknown.
 */
export function GalleryPicture({ entry, className, failed, onFail, placeholderPrefix, imageProps }: GalleryPictureProps) {
  if (failed) {
    return (
      <span className={`${className} gallery-unavailable`}>
        {placeholderPrefix ? <span className="gallery-visually-hidden">{`${placeholderPrefix} – `}</span> : null}
        <FormattedMessage id="gallery.unavailable" />
      </span>
    );
  }
  return (
    <img
      className={className}
      src={entry.src}
      alt={entry.alt}
      width={entry.width ?? undefined}
      height={entry.height ?? undefined}
      decoding="async"
      draggable={false}
      onError={() => onFail(entry.src)}
      {...imageProps}
    />
  );
}
