import { useTranslation } from '../../../shared/i18n/use-translation';
import { Link } from 'react-router';
import { formatDateTime } from '@sportsbook/core/format/format-date';
import { useDateDisplay } from '../../../shared/format/use-date-display';
import { OddsButton } from '../../sportsbook/components/odds-button';
import { oddsGameOf } from '../../sportsbook/components/odds-game';
import { isLiveGame, type ListGame } from '../../sportsbook/model/feed-types';
import { scoreOf } from '../../sportsbook/model/game-score';
import styles from './fixture-cards.module.css';

const RESULT = 1;
const LABELS: Record<number, string> = { 1: '1', 2: 'X', 3: '2' };

/** Matches as cards: the sides, the time or live score, and the match-result prices; each opens its page. */
export function FixtureCards({
  games,
  hrefOf,
}: {
  games: readonly ListGame[];
  hrefOf: (game: ListGame) => string;
}) {
  const { t } = useTranslation();
  const display = useDateDisplay();
  return (
    <ul className={styles.cards}>
      {games.map((game) => {
        const live = isLiveGame(game);
        const when = formatDateTime(game.S * 1000, 'short', display);
        const [home, away] = scoreOf(game.SC?.FS);
        const odds = oddsGameOf(game, live ? 'live' : 'line');
        const outcomes = [1, 2, 3]
          .map((type) => game.E.find((outcome) => outcome.G === RESULT && outcome.T === type))
          .filter((outcome) => outcome !== undefined);
        return (
          <li key={game.I} className={styles.card}>
            <Link to={hrefOf(game)} className={styles.head}>
              <span className={styles.when}>
                {live ? (
                  <span className={styles.live}>{`${home}:${away}`}</span>
                ) : (
                  `${when.date} ${when.time}`
                )}
              </span>
              <span className={styles.team}>{game.O1}</span>
              <span className={styles.team}>{game.O2}</span>
              {game.MIO?.TSt ? <span className={styles.stage}>{game.MIO.TSt}</span> : null}
            </Link>
            <div className={styles.prices} role="group" aria-label={t('specials.fixtures.prices')}>
              {outcomes.map((outcome) => (
                <OddsButton
                  key={outcome.T}
                  outcome={outcome}
                  game={odds}
                  market={t('statistics.market.result')}
                  label={LABELS[outcome.T]!}
                  showLabel
                />
              ))}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
