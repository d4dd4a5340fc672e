import { useTranslation } from '../../../shared/i18n/use-translation';
import { Link } from 'react-router';
import { useLang } from '../../../shared/i18n/use-lang';
import { useShortPlayers } from '../../statistics/api/short-players.api';
import { isLiveGame, type PageGame } from '../../sportsbook/model/feed-types';
import { GameView } from '../components/game-view';
import { LiveBroadcast } from '../components/live-broadcast';
import styles from '../components/specials.module.css';

/** The two squads of a cricket match, each player opening the cricket player page. */
function Squads({ game }: { game: PageGame }) {
  const { t } = useTranslation();
  const lang = useLang();
  const players = useShortPlayers(game.I, Boolean(game.O1I && game.O2I));
  if (!players.data || players.data.length === 0) return null;
  return (
    <div className={styles.grid}>
      {[
        { id: game.O1I, name: game.O1 },
        { id: game.O2I, name: game.O2 },
      ].map((side) => (
        <section
          key={side.id}
          className={styles.card}
          aria-label={t('specials.cricket.squad', { team: side.name })}
        >
          <h2 className={styles.cardTitle}>{t('specials.cricket.squad', { team: side.name })}</h2>
          <ul className={styles.linkList}>
            {players.data
              .filter((player) => player.TI === side.id)
              .map((player) => (
                <li key={player.I}>
                  <Link to={`/${lang}/cricket/player/${player.I}?game=${game.I}`}>
                    <span>{player.N}</span>
                    <span className={styles.muted}>{player.PN}</span>
                  </Link>
                </li>
              ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

/** /{lang}/cricket/game/{gameId}: the match's broadcast panel while live, its markets, squads and statistics. */
export function CricketGame({ gameId }: { gameId: number }) {
  return (
    <GameView
      gameId={gameId}
      extra={(game) => (
        <>
          {isLiveGame(game) ? <LiveBroadcast game={game} /> : null}
          <Squads game={game} />
        </>
      )}
    />
  );
}
