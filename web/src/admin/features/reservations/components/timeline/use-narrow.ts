import { useEffect, useState } from 'react';

/** A phone's width: the booking opens as a dialog there, beside the timeline on a tablet (docs/decisions.md 158). */
const query = '(max-width: 47.99rem)';

export function useNarrow(): boolean {
  const [narrow, setNarrow] = useState(() => window.matchMedia?.(query).matches ?? false);
  useEffect(() => {
    const media = window.matchMedia?.(query);
    if (!media) return undefined;
    const follow = () => setNarrow(media.matches);
    media.addEventListener('change', follow);
    return () => media.removeEventListener('change', follow);
  }, []);
  return narrow;
}
