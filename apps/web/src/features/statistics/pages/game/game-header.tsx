import { useTranslation } from '../../../../shared/i18n/use-translation';
import type { z } from 'zod';
import type { statGameStatusSchema } from '@sportsbook/core/api/feed-responses/statistics-game.schema';
import { formatDateTime } from '@sportsbook/core/format/format-date';
import type { PageGame } from '../../../sportsbook/model/feed-types';
import { StatLink } from '../../ui/stat-link';
import { TeamMark } from '../../ui/team-mark';
import { useStatisticsDates } from '../../ui/use-statistics-dates';
import styles from './game-header.module.css';

type GameStatus = z.infer<typeof statGameStatusSchema>;

interface GameHeaderProps {
  game: PageGame | undefined;
  status: GameStatus | undefined;
  gameId: number;
}

const STATE_KEYS = ['notStarted', 'live', 'finished', 'cancelled'] as const;

/** The two sides, the score or the start time, the period and the championship. */
export function GameHeader({ game, status, gameId }: GameHeaderProps) {
  const { t } = useTranslation();
  const dates = useStatisticsDates();
  const start = game?.S ?? status?.S;
  const when = start === undefined ? undefined : formatDateTime(start * 1000, 'long', dates);
  const score = status?.SC ?? game?.SC;
  const state = status?.ST ?? (game?.SC ? 1 : 0);
  const showScore = state === 1 || state === 2;
  const sportId = game?.SI ?? status?.SI ?? 0;
  const side = (id: number | undefined, name: string | undefined) =>
    name ? (
      <span className={styles.side}>
        <TeamMark name={name} size={44} />
        {id ? (
          <StatLink to={{ page: 'team', sportId, teamId: id }} className={styles.name}>
            {name}
          </StatLink>
        ) : (
          <span className={styles.name}>{name}</span>
        )}
      </span>
    ) : null;
  const title = game
    ? [game.O1, game.O2].filter(Boolean).join(' — ')
    : t('statistics.game.fallbackTitle', { id: gameId });
  return (
    <header className={styles.header}>
      <p className={styles.champ}>
        {game ? <TeamMark name={game.L} kind="champ" size={20} /> : null}
        <span>{[game?.SN, game?.L].filter(Boolean).join(' · ')}</span>
      </p>
      <h1 className="visually-hidden">{title}</h1>
      <div className={styles.board}>
        {side(game?.O1I, game?.O1)}
        <div className={styles.centre}>
          {showScore ? (
            <span
              className={styles.score}
              aria-label={t('statistics.score', { home: score?.FS.S1 ?? 0, away: score?.FS.S2 ?? 0 })}
            >
              {`${score?.FS.S1 ?? 0} : ${score?.FS.S2 ?? 0}`}
            </span>
          ) : (
            <span className={styles.time}>{when?.time}</span>
          )}
          <span className={`${styles.state} ${state === 1 ? styles.live : ''}`}>
            {state === 1 && score?.SLS ? score.SLS : t(`statistics.game.state.${STATE_KEYS[state]}`)}
          </span>
          {when ? (
            <time className={styles.date} dateTime={new Date(start! * 1000).toISOString()}>
              {when.date}
            </time>
          ) : null}
        </div>
        {side(game?.O2I, game?.O2)}
      </div>
      {showScore && score && score.PS.length > 1 ? (
        <ol className={styles.periods} aria-label={t('statistics.game.periods')}>
          {score.PS.map((period) => (
            <li key={period.Key}>
              <span className={styles.periodName}>{period.Value.NF ?? period.Key}</span>
              <span className={styles.periodScore}>{`${period.Value.S1 ?? 0}:${period.Value.S2 ?? 0}`}</span>
            </li>
          ))}
        </ol>
      ) : null}
    </header>
  );
}
