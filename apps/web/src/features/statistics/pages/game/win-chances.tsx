import { useTranslation } from '../../../../shared/i18n/use-translation';
import type { FeedInsightsJson } from '@sportsbook/core/api/feed-responses/feed-game-extras.schema';
import styles from './game-tab.module.css';

const percent = (value: number) => Math.round(value * 100);

/** The engine's chances of each result (margin-free) and its facts about the game. */
export function WinChances({ insights }: { insights: FeedInsightsJson }) {
  const { t } = useTranslation();
  const wp = insights.WP;
  const parts = wp
    ? [
        { key: 'home', name: insights.O1, value: percent(wp.P1), className: styles.chanceHome },
        {
          key: 'draw',
          name: t('statistics.market.draw'),
          value: percent(wp.PX),
          className: styles.chanceDraw,
        },
        { key: 'away', name: insights.O2, value: percent(wp.P2), className: styles.chanceAway },
      ].filter((part) => part.value > 0)
    : [];
  return (
    <div className={styles.chances}>
      {parts.length > 0 ? (
        <>
          <div className={styles.chanceBar} aria-hidden="true">
            {parts.map((part) => (
              <span key={part.key} className={part.className} style={{ flexGrow: part.value }} />
            ))}
          </div>
          <dl className={styles.chanceLegend}>
            {parts.map((part) => (
              <div key={part.key}>
                <dt>{part.name}</dt>
                <dd>{`${part.value}%`}</dd>
              </div>
            ))}
          </dl>
        </>
      ) : null}
      <dl className={styles.ratings}>
        <div>
          <dt>{t('statistics.game.rating', { team: insights.O1 })}</dt>
          <dd>{insights.R1}</dd>
        </div>
        <div>
          <dt>{t('statistics.game.rating', { team: insights.O2 })}</dt>
          <dd>{insights.R2}</dd>
        </div>
      </dl>
      {insights.N.length > 0 ? (
        <ul className={styles.facts}>
          {insights.N.map((fact) => (
            <li key={fact}>{fact}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
