import type { ImgHTMLAttributes } from 'react';
import { FormattedMessage } from 'react-intl';
import { Picture } from '../../../components/picture';
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
  /** How wide the layout shows it: the browser picks the variant by it. */
  sizes: string;
  /** What the grid adds: loading and priority. */
  imageProps?: ImgHTMLAttributes<HTMLImageElement> & { fetchpriority?: 'high' | 'low' };
}

/**
 * One picture of the gallery, in the grid or the lightbox. Width and height come from the data, so the browser
 * reserves the space before the picture arrives; the stylesheet gives the box its shape where they are unknown.
 */
export function GalleryPicture({ entry, className, failed, onFail, placeholderPrefix, sizes, imageProps }: GalleryPictureProps) {
  if (failed) {
    return (
      <span className={`${className} gallery-unavailable`}>
        {placeholderPrefix ? <span className="visually-hidden">{`${placeholderPrefix} – `}</span> : null}
        <FormattedMessage id="gallery.unavailable" />
      </span>
    );
  }
  return (
    <Picture
      className={className}
      src={entry.src}
      picture={entry.picture}
      sizes={sizes}
      alt={entry.alt}
      decoding="async"
      draggable={false}
      onError={() => onFail(entry.src)}
      {...imageProps}
    />
  );
}
