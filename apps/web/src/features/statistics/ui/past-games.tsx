import { useTranslation } from '../../../shared/i18n/use-translation';
import type { StatPastGame } from '@sportsbook/core/api/feed-responses/statistics-common.schema';
import { formatDateTime } from '@sportsbook/core/format/format-date';
import { StatLink } from './stat-link';
import { useStatisticsDates } from './use-statistics-dates';
import styles from './past-games.module.css';

type Result = 'W' | 'D' | 'L';

interface PastGamesProps {
  games: readonly (StatPastGame & { R?: Result })[];
  sportId: number;
  /** The team whose results these are: its side is bold and the result letter is from its view. */
  teamId?: number;
}

const RESULT_CLASS: Record<Result, string> = { W: styles.win, D: styles.draw, L: styles.loss };

/** Finished games, newest first: date, championship, the two sides with their score and period scores. */
export function PastGames({ games, sportId, teamId }: PastGamesProps) {
  const { t } = useTranslation();
  const dates = useStatisticsDates();
  return (
    <ol className={styles.list}>
      {games.map((game, index) => {
        const when = formatDateTime(game.S * 1000, 'long', dates);
        const side = (id: number, name: string) => (
          <StatLink
            to={{ page: 'team', sportId, teamId: id }}
            className={`${styles.team} ${id === teamId ? styles.own : ''}`}
          >
            {name}
          </StatLink>
        );
        return (
          <li key={`${game.S}-${index}`} className={styles.row}>
            <span className={styles.when}>
              <time dateTime={new Date(game.S * 1000).toISOString()}>{when.date}</time>
              <span className={styles.champ}>{game.L}</span>
            </span>
            <span className={styles.sides}>
              {side(game.O1I, game.O1)}
              {side(game.O2I, game.O2)}
            </span>
            <span
              className={styles.score}
              aria-label={t('statistics.score', { home: game.S1, away: game.S2 })}
            >
              <span>{game.S1}</span>
              <span>{game.S2}</span>
            </span>
            <span className={styles.periods} aria-hidden="true">
              {game.PS.length > 1 ? game.PS.map((p, i) => <span key={i}>{`${p.S1}:${p.S2}`}</span>) : null}
            </span>
            {game.R ? (
              <span className={`${styles.result} ${RESULT_CLASS[game.R]}`}>
                {t(`statistics.result.short.${game.R}`)}
                <span className="visually-hidden">{t(`statistics.result.${game.R}`)}</span>
              </span>
            ) : (
              <span />
            )}
          </li>
        );
      })}
    </ol>
  );
}
