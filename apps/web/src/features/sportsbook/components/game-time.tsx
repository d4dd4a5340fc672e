import { formatDateTime } from '@sportsbook/core/format/format-date';
import { useDateDisplay } from '../../../shared/format/use-date-display';
import { useListT } from '../../../shared/i18n/use-list-t';
import { currentPeriodText, hasMatchClock } from '../model/game-score';
import type { GameHead } from '../model/feed-types';
import { LiveClock } from './live-clock';
import styles from './game-time.module.css';

/** When a game is: its clock and period while live, else its start (the date only when not today). */
export function GameTime({ game, compact = false }: { game: GameHead; compact?: boolean }) {
  const t = useListT();
  const display = useDateDisplay();
  const score = game.SC;
  if (score) {
    const period = currentPeriodText(score, game.SI, t);
    const clock = hasMatchClock(game.SI) && score.CP > 0;
    return (
      <span className={styles.time}>
        <span className={styles.live}>
          <span className={styles.dot} aria-hidden="true" />
          {clock ? <LiveClock seconds={score.TS} /> : t('sportsbook.live.badge')}
        </span>
        {!compact && period ? <span className={styles.sub}>{period}</span> : null}
      </span>
    );
  }
  const start = formatDateTime(game.S * 1000, 'short', display);
  const today = formatDateTime(Date.now(), 'short', display).date === start.date;
  return (
    <span className={styles.time}>
      <time className="tabular" dateTime={new Date(game.S * 1000).toISOString()}>
        {start.time}
      </time>
      {today ? null : <span className={`${styles.sub} tabular`}>{start.date}</span>}
    </span>
  );
}
