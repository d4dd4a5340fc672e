import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Link } from 'react-router';
import type { FeedIncidentJson } from '@sportsbook/core/api/feed-responses/feed-game-extras.schema';
import { feedQuery } from '../../sportsbook/api/feed-request';
import { useFeedLocale } from '../../sportsbook/api/use-feed-locale';
import { LiveClock } from '../../sportsbook/components/live-clock';
import { SportIcon } from '../../sportsbook/components/sport-icon';
import type { GameHead } from '../../sportsbook/model/feed-types';
import { currentPeriodText, hasMatchClock, scoreOf } from '../../sportsbook/model/game-score';
import styles from './live-broadcast.module.css';

/** The last incidents shown under the picture. */
const SHOWN_INCIDENTS = 4;

/**
 * A match's broadcast panel (SPT-28). No video source exists for the engine's games, so the panel says so
 * and shows the match as the live data tells it: score and clock from the live push, the latest incidents
 * from GetChronoOfPlay. A real video provider's player would take this place.
 */
export function LiveBroadcast({ game, href }: { game: GameHead; href?: string }) {
  const { t } = useTranslation();
  const locale = useFeedLocale();
  const incidents = useQuery({
    ...feedQuery<FeedIncidentJson[]>('live', 'GetChronoOfPlay', { ...locale, id: game.I }),
    refetchInterval: 10_000,
  });
  const [home, away] = scoreOf(game.SC?.FS);
  const latest = [...(incidents.data ?? [])].reverse().slice(0, SHOWN_INCIDENTS);
  return (
    <article
      className={styles.panel}
      aria-label={t('specials.broadcast.label', { game: `${game.O1} — ${game.O2}` })}
    >
      <div className={styles.screen}>
        <div className={styles.top}>
          <span className={styles.badge}>
            <span className={styles.dot} aria-hidden="true" />
            {t('specials.broadcast.liveData')}
          </span>
          <p className={styles.champ}>
            <SportIcon sportId={game.SI} size={14} />
            <span>{game.L}</span>
          </p>
        </div>
        <div className={styles.scoreLine}>
          <span className={styles.team}>{game.O1}</span>
          <span className={`${styles.score} tabular`} dir="ltr">{`${home} : ${away}`}</span>
          <span className={styles.team}>{game.O2}</span>
        </div>
        <p className={styles.clock}>
          {game.SC && hasMatchClock(game.SI) && game.SC.CP > 0 ? <LiveClock seconds={game.SC.TS} /> : null}
          {game.SC ? <span>{currentPeriodText(game.SC, game.SI, t)}</span> : null}
        </p>
        <ol className={styles.incidents}>
          {latest.map((incident, index) => (
            <li key={`${incident.TS}-${index}`}>
              {hasMatchClock(game.SI) ? (
                <span className="tabular">{`${Math.floor(incident.TS / 60) + 1}′`}</span>
              ) : null}
              <span>{incident.N}</span>
              {incident.SD ? (
                <span className={styles.side}>{incident.SD === 1 ? game.O1 : game.O2}</span>
              ) : null}
            </li>
          ))}
        </ol>
        <p className={styles.note}>{t('specials.broadcast.noVideo')}</p>
      </div>
      {href ? (
        <Link to={href} className={styles.more}>
          {t('specials.broadcast.allMarkets')}
        </Link>
      ) : null}
    </article>
  );
}
