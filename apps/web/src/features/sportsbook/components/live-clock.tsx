import { useEffect, useRef, useState } from 'react';
import { formatDuration } from '@sportsbook/core/format/format-duration';

/** How far the clock runs on between two reports before it waits for the next one. */
export const CLOCK_RUN_ON_SEC = 59;

/**
 * The match clock (mm:ss): the seconds played as last reported, running on in real time once the reports
 * show it running (a period in play), for up to a minute past the last report; a stopped clock stands.
 */
export function LiveClock({ seconds, className }: { seconds: number; className?: string }) {
  const anchor = useRef({ seconds, atMs: Date.now(), running: false });
  const [, tick] = useState(0);
  if (anchor.current.seconds !== seconds) {
    anchor.current = { seconds, atMs: Date.now(), running: seconds > anchor.current.seconds };
  }
  const { running } = anchor.current;
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => tick((n) => n + 1), 1000);
    return () => clearInterval(timer);
  }, [running, seconds]);
  const runOn = running ? Math.min(CLOCK_RUN_ON_SEC, (Date.now() - anchor.current.atMs) / 1000) : 0;
  return (
    <time className={`tabular ${className ?? ''}`} dir="ltr">
      {formatDuration(seconds + runOn)}
    </time>
  );
}
