import { useMemo } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Link } from 'react-router';
import { useLang } from '../../../shared/i18n/use-lang';
import { FeedError, GAME_NOT_FOUND } from '../api/feed-request';
import { useGame } from '../api/game.api';
import { GameTime } from '../components/game-time';
import { MarketGroup } from '../components/market-group';
import { oddsGameOf } from '../components/odds-game';
import { SportIcon } from '../components/sport-icon';
import { SportsbookIcon } from '../components/sportsbook-icon';
import { Skeleton } from '../../../shared/ui/skeleton/skeleton';
import { gamePath } from '../model/game-links';
import { gameName } from '../model/game-names';
import { scoreOf } from '../model/game-score';
import { marketName } from '../model/selection-label';
import styles from './multi-live.module.css';

/** Markets a panel shows: the main tab (result, double chance, winner, draw no bet). */
const MAIN_TAB = 1;
const noop = () => {};

/** One game of multi live: its score and clock and its main markets, with a way to remove it. */
export function MultiLivePanel({ gameId, onRemove }: { gameId: number; onRemove: (id: number) => void }) {
  const { t } = useTranslation();
  const lang = useLang();
  const query = useGame('live', gameId, MAIN_TAB);
  const game = query.data;
  const odds = useMemo(() => (game ? oddsGameOf(game, 'live') : undefined), [game]);
  const gone = query.error instanceof FeedError && query.error.code === GAME_NOT_FOUND;
  const [home, away] = scoreOf(game?.SC?.FS);
  return (
    <article className={styles.panel} aria-label={game ? gameName(game) : undefined}>
      <header className={styles.panelHead}>
        {game ? <SportIcon sportId={game.SI} size={16} /> : null}
        <span className={styles.panelChamp}>{game?.L}</span>
        <button
          type="button"
          className={styles.remove}
          aria-label={t('sportsbook.multiLive.remove')}
          onClick={() => onRemove(gameId)}
        >
          <SportsbookIcon name="close" size={16} />
        </button>
      </header>
      {gone ? (
        <p className={styles.gone}>{t('sportsbook.game.gone')}</p>
      ) : !game || !odds ? (
        <div className={styles.panelBody}>
          <Skeleton height={56} />
          <Skeleton height={40} />
        </div>
      ) : (
        <div className={styles.panelBody}>
          <Link to={gamePath(lang, 'live', game)} className={styles.scoreLine}>
            <span className={styles.side}>{game.O1}</span>
            <span className={`${styles.score} tabular`} dir="ltr">
              {home}:{away}
            </span>
            <span className={`${styles.side} ${styles.away}`}>{game.O2}</span>
          </Link>
          <div className={styles.clock}>
            <GameTime game={game} />
          </div>
          {(game.GE ?? []).map((group) => (
            <MarketGroup
              key={group.G}
              columns={group.E}
              game={odds}
              id={group.G}
              title={marketName(group.G, t)}
              open
              onToggle={noop}
            />
          ))}
          <Link to={gamePath(lang, 'live', game)} className={styles.allMarkets}>
            {t('sportsbook.multiLive.allMarkets', { n: game.EC ?? 0 })}
          </Link>
        </div>
      )}
    </article>
  );
}
