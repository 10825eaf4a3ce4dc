import { pictureSources, type Picture as PictureDescription } from '@ristorante/contracts';
import type { CSSProperties, ImgHTMLAttributes } from 'react';
import { usePageHead } from '../lib/page-head';

type ImageAttributes = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'sizes' | 'width' | 'height'>;

interface PictureProps extends ImageAttributes {
  src: string;
  /** The catalog's description of it; null for another site's address (or an upload not processed yet). */
  picture: PictureDescription | null | undefined;
  /** How wide the layout shows it, as `sizes` says it: the browser picks the variant from this. */
  sizes: string;
  /** The box reserved for a picture without a description: its layout's own proportions. */
  fallbackSize?: { width: number; height: number };
  /** Lower case: React 18 does not know the property and would warn about `fetchPriority`. */
  fetchpriority?: 'high' | 'low';
}

/**
 * One of the catalog's pictures as guests get it (docs/decisions.md 121): AVIF, else WebP, each at the widths
 * stored, the browser choosing by `sizes` (else a JPEG of a middling width); its size given, so nothing moves when
 * it arrives; its tiny blurred stand-in painted behind it until then. A picture at another site's address is shown
 * as it is.
 */
export function Picture({ src, picture, sizes, fallbackSize, style, ...image }: PictureProps) {
  const head = usePageHead();
  const sources = picture ? pictureSources(src, picture) : undefined;
  // The page's most important picture is asked for from the head, as soon as the page starts to arrive; it has no
  // stand-in, which would only hold up its first paint (Lighthouse counted 70 ms more LCP for it, docs/pitfalls.md).
  const priority = image.fetchpriority === 'high';
  if (head && sources && priority) head.preloadImages.set(sources.avif, { srcset: sources.avif, sizes });
  if (!picture || !sources) {
    return <img src={src} width={fallbackSize?.width} height={fallbackSize?.height} style={style} {...image} />;
  }
  const standIn: CSSProperties | undefined =
    picture.placeholder && !priority
      ? { backgroundImage: `url("${picture.placeholder}")`, backgroundSize: 'cover', backgroundPosition: 'center' }
      : undefined;
  return (
    <picture className="picture">
      <source type="image/avif" srcSet={sources.avif} sizes={sizes} />
      <source type="image/webp" srcSet={sources.webp} sizes={sizes} />
      <img
        src={sources.fallback}
        width={picture.width}
        height={picture.height}
        style={standIn || style ? { ...standIn, ...style } : undefined}
        {...image}
      />
    </picture>
  );
}
