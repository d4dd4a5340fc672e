import { useQueries } from '@tanstack/react-query';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useParams } from 'react-router';
import type { FeedInsightsJson } from '@sportsbook/core/api/feed-responses/feed-game-extras.schema';
import { feedQuery } from '../../sportsbook/api/feed-request';
import { useLang } from '../../../shared/i18n/use-lang';
import { useChampGames } from '../api/statistics-feed.api';
import { usePageTitle } from '../frame/use-page-title';
import { FormStrip } from '../ui/form-strip';
import { PageHeading } from '../ui/page-heading';
import { StatLink } from '../ui/stat-link';
import { StatSection } from '../ui/stat-section';
import { QueryState, StatMessage } from '../ui/stat-states';
import { TeamMark } from '../ui/team-mark';
import { ratingTable } from './rating-table';
import styles from './statistics-pages.module.css';
import tableStyles from './game/game-tab.module.css';

/** Coming games asked about; more would add requests without adding teams. */
const RATED_GAMES = 40;

/**
 * statisticpopup/rating/{sportId}/{ratingId}: the strength rating of a championship's teams (ratingId is the
 * championship), the rating the trading engine prices them with, as GameInsights gives it per game.
 */
export function RatingStatisticsPage() {
  const { t } = useTranslation();
  const lng = useLang();
  const params = useParams();
  const sportId = Number(params.sportId);
  const champId = Number(params.ratingId);
  const line = useChampGames('line', champId);
  const live = useChampGames('live', champId);
  const games = [...(live.data?.G ?? []), ...(line.data?.G ?? [])]
    .filter((g) => g.O1I && g.O2I)
    .slice(0, RATED_GAMES);
  const insights = useQueries({
    queries: games.map((game) => ({
      ...feedQuery<FeedInsightsJson>('line', 'GameInsights', { lng, id: game.I }),
      retry: false,
    })),
  });
  const rows = ratingTable(
    games,
    insights.map((query) => query.data),
  );
  const name = games[0]?.L;
  usePageTitle(name ? `${name}: ${t('statistics.rating.kind')}` : undefined);
  if (!name) {
    if (line.data && live.data) return <StatMessage text={t('statistics.empty.rating')} />;
    return (
      <QueryState
        query={line.error ? line : { isPending: true, error: null }}
        empty={t('statistics.empty.rating')}
        rows={10}
      />
    );
  }
  return (
    <div className={styles.page}>
      <PageHeading title={name} kind={t('statistics.rating.kind')} mark="champ">
        <span>{t('statistics.rating.explain')}</span>
      </PageHeading>
      <StatSection itemId="rating" title={t('statistics.rating.kind')} aside={rows.length || undefined}>
        {rows.length === 0 ? (
          <QueryState query={{ isPending: true, error: null }} empty="" rows={10} />
        ) : null}
        <div className={tableStyles.scroller}>
          <table className={tableStyles.table}>
            <thead>
              <tr>
                <th scope="col">#</th>
                <th scope="col" className={tableStyles.start}>
                  {t('statistics.table.team')}
                </th>
                <th scope="col">{t('statistics.rating.value')}</th>
                <th scope="col" className={tableStyles.start}>
                  {t('statistics.table.form')}
                </th>
                <th scope="col" className={tableStyles.start}>
                  {t('statistics.rating.next')}
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row, index) => (
                <tr key={row.teamId}>
                  <td>{index + 1}</td>
                  <th scope="row" className={tableStyles.start}>
                    <span className={styles.links}>
                      <TeamMark name={row.name} size={22} />
                      <StatLink to={{ page: 'team', sportId, teamId: row.teamId }}>{row.name}</StatLink>
                    </span>
                  </th>
                  <td className={tableStyles.strong}>{row.rating}</td>
                  <td className={tableStyles.start}>
                    <FormStrip form={row.form} label={row.name} />
                  </td>
                  <td className={tableStyles.start}>
                    <StatLink to={{ page: 'game', sportId: row.nextGame.SI, gameId: row.nextGame.I }}>
                      {[row.nextGame.O1, row.nextGame.O2].join(' — ')}
                    </StatLink>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </StatSection>
    </div>
  );
}
