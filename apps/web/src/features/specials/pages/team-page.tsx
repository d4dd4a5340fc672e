import { useTranslation } from '../../../shared/i18n/use-translation';
import { useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import type { ListGame } from '../../sportsbook/model/feed-types';
import { feedQuery } from '../../sportsbook/api/feed-request';
import { useFeedLocale } from '../../sportsbook/api/use-feed-locale';
import { FavouriteStar } from '../../sportsbook/components/favourite-star';
import { EmptyState } from '../../sportsbook/components/feed-state';
import { EventListSkeleton } from '../../sportsbook/components/skeletons';
import { GamesView } from '../../sportsbook/pages/games-view';
import { StatisticsBlock } from '../../statistics/frame/statistics-block';
import { useLiveTopics } from '../../sportsbook/live/use-live-topics';
import { SectionHero } from '../components/section-hero';
import styles from '../components/specials.module.css';

/** GetGamesTeamZip of both feeds: the team's running and coming games. */
function useTeamGames(teamId: number) {
  const locale = useFeedLocale();
  const live = useQuery(feedQuery<ListGame[]>('live', 'GetGamesTeamZip', { ...locale, teamId }));
  const line = useQuery(feedQuery<ListGame[]>('line', 'GetGamesTeamZip', { ...locale, teamId }));
  return { live, line };
}

/** /{lang}/team/{teamId}: a team's games with their prices, its favourite star and its statistics. */
export function TeamPage() {
  const { t } = useTranslation();
  const teamId = Number(useParams().teamId);
  const { live, line } = useTeamGames(teamId);
  useLiveTopics(
    [...(live.data ?? []), ...(line.data ?? [])]
      .slice(0, 20)
      .map((game) => ({ kind: 'game' as const, id: game.I })),
  );
  const first = live.data?.[0] ?? line.data?.[0];
  const name = first ? (first.O1I === teamId ? first.O1 : first.O2) : undefined;
  const pending = live.isPending || line.isPending;
  if (!first) {
    return (
      <div className={styles.page}>
        {pending ? (
          <EventListSkeleton />
        ) : (
          <EmptyState title={t('specials.team.empty')} text={t('specials.team.emptyText')} />
        )}
      </div>
    );
  }
  return (
    <div className={styles.page}>
      <SectionHero title={name ?? ''} lead={t('specials.team.lead', { sport: first.SN })}>
        <FavouriteStar kind="teams" item={{ id: teamId, name: name ?? null, sportId: first.SI }} />
      </SectionHero>
      {(live.data ?? []).length > 0 ? (
        <section className={styles.block} aria-label={t('specials.live')}>
          <h2 className={styles.blockTitle}>{t('specials.live')}</h2>
          <GamesView
            games={live.data}
            kind="live"
            sections={{ by: 'none' }}
            isPending={false}
            isError={false}
            onRetry={() => void live.refetch()}
            emptyTitle=""
          />
        </section>
      ) : null}
      <section className={styles.block} aria-label={t('specials.upcoming')}>
        <h2 className={styles.blockTitle}>{t('specials.upcoming')}</h2>
        <GamesView
          games={line.data}
          kind="line"
          sections={{ by: 'none' }}
          isPending={line.isPending}
          isError={line.isError}
          onRetry={() => void line.refetch()}
          emptyTitle={t('specials.noUpcoming')}
        />
      </section>
      <section className={styles.block} aria-label={t('specials.team.statistics')}>
        <h2 className={styles.blockTitle}>{t('specials.team.statistics')}</h2>
        <StatisticsBlock
          target={{ page: 'team', sportId: first.SI, teamId }}
          title={t('specials.team.statistics')}
        />
      </section>
    </div>
  );
}
