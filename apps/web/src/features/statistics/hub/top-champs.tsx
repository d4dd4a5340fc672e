import { useQueries, useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Link } from 'react-router';
import type { FeedChampEntryJson } from '@sportsbook/core/api/feed-responses/feed-champ.schema';
import { statisticsPagePath } from '@sportsbook/core/statistics/statistics-url';
import { feedQuery } from '../../sportsbook/api/feed-request';
import { useLang } from '../../../shared/i18n/use-lang';
import { Skeleton } from '../../../shared/ui/skeleton/skeleton';
import type { StageIds } from '../api/statistics-feed.api';
import { TeamMark } from '../ui/team-mark';
import styles from './statistics-hub.module.css';

/** The top championships with their statistics: each opens its season's page, table and rating. */
export function TopChamps() {
  const { t } = useTranslation();
  const lang = useLang();
  const champs = useQuery(feedQuery<FeedChampEntryJson[]>('line', 'WebGetTopChampsZip', { lng: lang }));
  const list = champs.data ?? [];
  const stages = useQueries({
    queries: list.map((champ) =>
      feedQuery<StageIds[]>('line', 'GetStageTableIds', { lng: lang, champ: champ.LI }),
    ),
  });
  const base = `/${lang}/statistics`;
  if (champs.isPending) {
    return (
      <ul className={styles.grid} aria-busy="true">
        {Array.from({ length: 6 }, (_, index) => (
          <li key={index} className={styles.card}>
            <Skeleton height={44} />
          </li>
        ))}
      </ul>
    );
  }
  if (list.length === 0) return <p className={styles.muted}>{t('statistics.hub.noChamps')}</p>;
  return (
    <ul className={styles.grid}>
      {list.map((champ, index) => {
        const stage = stages[index]?.data?.[0];
        const page = (path: string) => `${base}/${path}`;
        return (
          <li key={champ.LI} className={styles.card}>
            <div className={styles.cardHead}>
              <TeamMark name={champ.L} kind="champ" size={36} />
              <div className={styles.cardText}>
                <span className={styles.cardTitle}>{champ.L}</span>
                <span className={styles.muted}>{champ.SN}</span>
              </div>
            </div>
            <div className={styles.cardLinks}>
              {stage ? (
                <>
                  <Link
                    to={page(
                      statisticsPagePath({
                        page: 'tournament',
                        sportId: champ.SI,
                        tournamentId: champ.LI,
                        seasonId: stage.SI,
                      }),
                    )}
                  >
                    {t('statistics.hub.season')}
                  </Link>
                  <Link to={page(statisticsPagePath({ page: 'stage', sportId: champ.SI, stageId: stage.I }))}>
                    {t('statistics.table.open')}
                  </Link>
                </>
              ) : null}
              <Link to={page(statisticsPagePath({ page: 'rating', sportId: champ.SI, ratingId: champ.LI }))}>
                {t('statistics.rating.open')}
              </Link>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
