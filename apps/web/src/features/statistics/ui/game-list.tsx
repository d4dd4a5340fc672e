import { useTranslation } from '../../../shared/i18n/use-translation';
import { formatDateTime } from '@sportsbook/core/format/format-date';
import type { ListGame } from '../../sportsbook/model/feed-types';
import { StatLink } from './stat-link';
import { useStatisticsDates } from './use-statistics-dates';
import styles from './game-list.module.css';

/** Coming or running games, each leading to its statistics: start (or live score), sides, championship. */
export function GameList({ games }: { games: readonly ListGame[] }) {
  const { t } = useTranslation();
  const dates = useStatisticsDates();
  return (
    <ul className={styles.list}>
      {games.map((game) => {
        const when = formatDateTime(game.S * 1000, 'short', dates);
        const live = game.SC !== undefined;
        return (
          <li key={game.I}>
            <StatLink to={{ page: 'game', sportId: game.SI, gameId: game.I }} className={styles.row}>
              <span className={styles.when}>
                {live ? (
                  <span className={styles.live}>{t('statistics.game.state.live')}</span>
                ) : (
                  <>
                    <span>{when.date}</span>
                    <span>{when.time}</span>
                  </>
                )}
              </span>
              <span className={styles.sides}>
                <span>{game.O1}</span>
                {game.O2 ? <span>{game.O2}</span> : null}
              </span>
              {live ? (
                <span className={styles.score}>{`${game.SC?.FS.S1 ?? 0}:${game.SC?.FS.S2 ?? 0}`}</span>
              ) : (
                <span />
              )}
              <span className={styles.champ}>{game.L}</span>
            </StatLink>
          </li>
        );
      })}
    </ul>
  );
}
