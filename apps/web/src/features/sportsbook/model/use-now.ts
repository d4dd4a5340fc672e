import { useEffect, useState } from 'react';

/** The current time in Unix seconds, refreshed every `everyMs` (time-window groups move on by themselves). */
export function useNowSec(everyMs = 60_000): number {
  const [now, setNow] = useState(() => Math.floor(Date.now() / 1000));
  useEffect(() => {
    const timer = setInterval(() => setNow(Math.floor(Date.now() / 1000)), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
