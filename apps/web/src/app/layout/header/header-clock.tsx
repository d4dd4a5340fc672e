import { useEffect, useState } from 'react';
import { formatTime } from '@sportsbook/core/format/format-date';
import { useDateDisplay } from '../../../shared/format/use-date-display';
import styles from './header-controls.module.css';

const TICK_MS = 15_000;

/** The visitor's local time in the header, on the 12-hour clock where their country reads time so (CFG-24). */
export function HeaderClock() {
  const display = useDateDisplay();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => clearInterval(timer);
  }, []);
  return (
    <time className={`${styles.clock} tabular`} dateTime={new Date(now).toISOString()}>
      {formatTime(now, display)}
    </time>
  );
}
