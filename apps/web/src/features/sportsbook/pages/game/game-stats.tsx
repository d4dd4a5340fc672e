import { useTranslation } from '../../../../shared/i18n/use-translation';
import type { FeedScoreJson } from '@sportsbook/core/api/feed-responses/feed-score.schema';
import styles from './game-page.module.css';

/** The live statistics of the score block (possession, attacks, shots, corners, cards) as paired bars. */
export function GameStats({
  score,
  home,
  away,
}: {
  score: FeedScoreJson | undefined;
  home: string;
  away: string;
}) {
  const { t } = useTranslation();
  const stats = score?.ST?.flatMap((entry) => entry.Value) ?? [];
  if (stats.length === 0) return null;
  return (
    <section className={styles.panel} aria-labelledby="game-stats-title">
      <h2 id="game-stats-title" className={styles.panelTitle}>
        {t('sportsbook.game.stats')}
      </h2>
      <p className={styles.statsSides}>
        <span>{home}</span>
        <span>{away}</span>
      </p>
      <ul className={styles.stats}>
        {stats.map((stat) => {
          const a = Number.parseFloat(stat.S1) || 0;
          const b = Number.parseFloat(stat.S2) || 0;
          const share = a + b > 0 ? (a / (a + b)) * 100 : 50;
          return (
            <li key={stat.ID} className={styles.stat}>
              <span className={`${styles.statValue} tabular`}>{stat.S1}</span>
              <span className={styles.statName}>{stat.N}</span>
              <span className={`${styles.statValue} tabular`}>{stat.S2}</span>
              <span className={styles.statBar} aria-hidden="true">
                <span style={{ inlineSize: `${share}%` }} />
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
