import { useTranslation } from '../../../../shared/i18n/use-translation';
import { useHeadToHead } from '../../api/head-to-head.api';
import { PastGames } from '../../ui/past-games';
import { StatSection } from '../../ui/stat-section';
import { QueryState, StatMessage } from '../../ui/stat-states';
import styles from './game-tab.module.css';

/** The sides' past meetings: wins, draws and goals of each, then the games. */
export function HeadToHeadTab({ gameId, sportId }: { gameId: number; sportId: number }) {
  const { t } = useTranslation();
  const query = useHeadToHead(gameId);
  const h2h = query.data;
  if (!h2h) return <QueryState query={query} empty={t('statistics.empty.h2h')} rows={6} />;
  const total = h2h.W1 + h2h.X + h2h.W2;
  return (
    <div className={styles.tab}>
      <StatSection itemId="h2hSummary" title={t('statistics.h2h.summary', { count: total })}>
        {total === 0 ? (
          <StatMessage text={t('statistics.empty.h2h')} />
        ) : (
          <dl className={styles.summary}>
            <div>
              <dt>{t('statistics.h2h.wins', { team: h2h.T1.N })}</dt>
              <dd className={styles.summaryValue}>{h2h.W1}</dd>
            </div>
            <div>
              <dt>{t('statistics.h2h.draws')}</dt>
              <dd className={styles.summaryValue}>{h2h.X}</dd>
            </div>
            <div>
              <dt>{t('statistics.h2h.wins', { team: h2h.T2.N })}</dt>
              <dd className={styles.summaryValue}>{h2h.W2}</dd>
            </div>
            <div>
              <dt>{t('statistics.h2h.goals')}</dt>
              <dd className={styles.summaryValue}>{`${h2h.G1}:${h2h.G2}`}</dd>
            </div>
          </dl>
        )}
      </StatSection>
      {h2h.G.length > 0 ? (
        <StatSection itemId="h2hGames" title={t('statistics.h2h.games')}>
          <PastGames games={h2h.G} sportId={sportId} teamId={h2h.T1.I} />
        </StatSection>
      ) : null}
    </div>
  );
}
