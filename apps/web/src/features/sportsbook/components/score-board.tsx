import { useTranslation } from '../../../shared/i18n/use-translation';
import { Link } from 'react-router';
import type { FeedGameJson } from '@sportsbook/core/api/feed-responses/feed-game.schema';
import { formatDateTime } from '@sportsbook/core/format/format-date';
import { useDateDisplay } from '../../../shared/format/use-date-display';
import type { GameHead } from '../model/feed-types';
import { currentPeriodText, hasMatchClock, scoreOf } from '../model/game-score';
import { FavouriteStar } from './favourite-star';
import { LiveClock } from './live-clock';
import { SportIcon } from './sport-icon';
import styles from './score-board.module.css';

export interface ScoreBoardProps {
  game: GameHead & Pick<FeedGameJson, 'MIS'>;
  /** The championship's page. */
  champHref?: string;
}

/**
 * The feed's status line, unless it only repeats what the board shows: a period's name, or the minute where
 * the clock runs ("58 minutes"). A break, a tennis game's points or a shoot-out stay.
 */
function showStatus(score: { SLS: string; CPS: string }, sportId: number): boolean {
  if (!score.SLS || score.SLS === score.CPS) return false;
  return !hasMatchClock(sportId) || !/\d/.test(score.SLS);
}

function Side({ name, teamId, sportId }: { name: string; teamId: number; sportId: number }) {
  const initials = name
    .split(/\s+/)
    .slice(0, 2)
    .map((word) => word[0])
    .join('');
  return (
    <div className={styles.side}>
      <span className={styles.badge} aria-hidden="true">
        {initials}
      </span>
      <span className={styles.sideName}>{name}</span>
      {teamId > 0 ? <FavouriteStar kind="teams" item={{ id: teamId, name, sportId }} /> : null}
    </div>
  );
}

/** The head of the game page: sides, score and periods, clock and status live; start time and venue before. */
export function ScoreBoard({ game, champHref }: ScoreBoardProps) {
  const { t } = useTranslation();
  const display = useDateDisplay();
  const score = game.SC;
  const [home, away] = scoreOf(score?.FS);
  const start = formatDateTime(game.S * 1000, 'long', display);
  const info = (game.MIS ?? []).map((entry) => entry.V).filter(Boolean);
  return (
    <section className={styles.board} aria-label={t('sportsbook.game.scoreBoard')}>
      <div className={styles.head}>
        <SportIcon sportId={game.SI} size={16} />
        {champHref ? (
          <Link to={champHref} className={styles.champ}>
            {game.L}
          </Link>
        ) : (
          <span className={styles.champ}>{game.L}</span>
        )}
        {score ? <span className={styles.liveBadge}>{t('sportsbook.live.badge')}</span> : null}
      </div>
      <div className={styles.main}>
        <Side name={game.O1} teamId={game.O1I} sportId={game.SI} />
        <div className={styles.centre}>
          {score ? (
            <>
              <p
                className={`${styles.score} tabular`}
                dir="ltr"
                aria-label={t('sportsbook.game.score', { home, away })}
              >
                {home}
                <span className={styles.colon}>:</span>
                {away}
              </p>
              <p className={styles.status}>
                {hasMatchClock(game.SI) && score.CP > 0 ? (
                  <LiveClock seconds={score.TS} className={styles.clock} />
                ) : null}
                <span>{currentPeriodText(score, game.SI, t)}</span>
              </p>
              {showStatus(score, game.SI) ? <p className={styles.sub}>{score.SLS}</p> : null}
            </>
          ) : (
            <>
              <p className={`${styles.startTime} tabular`}>{start.time}</p>
              <p className={`${styles.sub} tabular`}>{start.date}</p>
            </>
          )}
        </div>
        {game.O2 ? <Side name={game.O2} teamId={game.O2I} sportId={game.SI} /> : <div />}
      </div>
      {score && score.PS.length > 0 ? (
        <table className={styles.periods}>
          <thead>
            <tr>
              <th scope="col">{t('sportsbook.game.period')}</th>
              {score.PS.map((period) => (
                <th key={period.Key} scope="col" className="tabular">
                  {period.Key}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {[game.O1, game.O2].map((name, side) => (
              <tr key={side}>
                <th scope="row">{name}</th>
                {score.PS.map((period) => (
                  <td key={period.Key} className="tabular">
                    {scoreOf(period.Value)[side]}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {info.length > 0 ? <p className={styles.info}>{info.join(' · ')}</p> : null}
    </section>
  );
}
