import { useTranslation } from '../../../shared/i18n/use-translation';
import { useParams } from 'react-router';
import { useChampGames, useStageIds } from '../api/statistics-feed.api';
import { useStageTable } from '../api/stage-table.api';
import { usePageTitle } from '../frame/use-page-title';
import { GameList } from '../ui/game-list';
import { PageHeading } from '../ui/page-heading';
import { StageTableView } from '../ui/stage-table-view';
import { StatLink } from '../ui/stat-link';
import { StatSection } from '../ui/stat-section';
import { QueryState } from '../ui/stat-states';
import styles from './statistics-pages.module.css';

/**
 * statisticpopup/tournament/{sportId}/{tournamentId}/{seasonId} and, for the cyber sports, statisticpopup/
 * cyber/{sportId}/{tournId}/{seasonId}: a championship's season: table, games on now and coming games.
 */
export function TournamentStatisticsPage({ cyber = false }: { cyber?: boolean }) {
  const { t } = useTranslation();
  const params = useParams();
  const sportId = Number(params.sportId);
  const champId = Number(cyber ? params.tournId : params.tournamentId);
  const seasonId = Number(params.seasonId);
  const stages = useStageIds(champId);
  const stage = stages.data?.[0];
  const table = useStageTable(stage?.I ?? 0, 0, Boolean(stage));
  const live = useChampGames('live', champId);
  const line = useChampGames('line', champId);
  const games = [...(live.data?.G ?? []), ...(line.data?.G ?? [])];
  const name = stage?.L ?? games[0]?.L;
  usePageTitle(name);
  if (!name)
    return (
      <QueryState query={stages.error ? line : stages} empty={t('statistics.empty.tournament')} rows={10} />
    );
  return (
    <div className={styles.page}>
      <PageHeading
        title={name}
        kind={t(cyber ? 'statistics.tournament.cyberKind' : 'statistics.tournament.kind')}
        mark="champ"
      >
        <span className={styles.links}>
          {stage ? (
            <StatLink to={{ page: 'stage', sportId, stageId: stage.I }}>
              {t('statistics.table.open')}
            </StatLink>
          ) : null}
          <StatLink to={{ page: 'rating', sportId, ratingId: champId }}>
            {t('statistics.rating.open')}
          </StatLink>
        </span>
      </PageHeading>
      {stage && stage.SI !== seasonId ? (
        <p className={styles.notice} role="note">
          {t('statistics.tournament.otherSeason', { season: seasonId })}
        </p>
      ) : null}
      {stage ? (
        <StatSection itemId="table" title={t('statistics.stage.kind')}>
          <QueryState query={table} empty={t('statistics.empty.table')} rows={10} />
          {table.data ? <StageTableView rows={table.data.R} sportId={sportId} /> : null}
        </StatSection>
      ) : null}
      <StatSection itemId="games" title={t('statistics.tournament.games')} aside={games.length || undefined}>
        {games.length > 0 ? (
          <GameList games={games.slice(0, 30)} />
        ) : (
          <QueryState
            query={{ isPending: live.isPending || line.isPending, error: null }}
            empty={t('statistics.empty.games')}
            rows={5}
          />
        )}
        {games.length === 0 && !live.isPending && !line.isPending ? (
          <p className={styles.muted}>{t('statistics.empty.games')}</p>
        ) : null}
      </StatSection>
    </div>
  );
}
