import type { CSSProperties } from 'react';

/**
 * Five stars filled up to `rating` (fractions too: 4.7 fills most of the fifth). Decoration only: hidden from
 * screen readers, who hear the rating as text beside it. Drawn by CSS (reviews.css), so the page carries no
 * glyphs or images for them.
 */
export function Stars({ rating, size = 'small' }: { rating: number; size?: 'small' | 'large' }) {
  const filled = Math.max(0, Math.min(5, rating));
  return (
    <span
      className={`reviews-stars reviews-stars-${size}`}
      style={{ '--reviews-stars-filled': `${(filled / 5) * 100}%` } as CSSProperties}
      aria-hidden="true"
    />
  );
}
