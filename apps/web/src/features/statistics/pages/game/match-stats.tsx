import { useTranslation } from '../../../../shared/i18n/use-translation';
import styles from './game-tab.module.css';

export interface MatchStat {
  id: number;
  name: string;
  home: string;
  away: string;
}

/** The share of the home side in a pair of values ("55%" and "45%", or 7 and 3 shots). */
function homeShare(home: string, away: string): number {
  const a = parseFloat(home) || 0;
  const b = parseFloat(away) || 0;
  return a + b === 0 ? 50 : Math.round((a / (a + b)) * 100);
}

/** Live statistics as paired bars: possession, shots, corners, cards. */
export function MatchStats({ stats }: { stats: readonly MatchStat[] }) {
  const { t } = useTranslation();
  return (
    <dl className={styles.stats} aria-label={t('statistics.game.matchStats')}>
      {stats.map((stat) => {
        const share = homeShare(stat.home, stat.away);
        return (
          <div key={stat.id} className={styles.stat}>
            <dt className={styles.statName}>{stat.name}</dt>
            <dd className={styles.statValues}>
              <span>{stat.home}</span>
              <span className={styles.statBar} aria-hidden="true">
                <span style={{ inlineSize: `${share}%` }} />
              </span>
              <span>{stat.away}</span>
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
