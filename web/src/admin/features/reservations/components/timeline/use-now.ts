import { useEffect, useState } from 'react';

/** The clock the timeline reads (the now-line, who is late, how long a new booking stays marked): every 30 s. */
export function useNow(everyMs = 30_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
