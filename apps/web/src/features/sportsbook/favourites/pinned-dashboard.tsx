import { useEffect, useMemo } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { DASHBOARD_GAMES_LIMIT } from '@sportsbook/core/constants/limits.constants';
import { useGamesOfBothFeeds } from '../api/favourite-games.api';
import { StaticEventList } from '../components/event-rows';
import { EmptyState, ErrorState } from '../components/feed-state';
import { EventListSkeleton } from '../components/skeletons';
import { isLiveGame } from '../model/feed-types';
import { listRows } from '../model/group-games';
import { usePinnedGames } from './pinned-games.store';
import styles from './favourites.module.css';

/** The dashboard of pinned games (FAV-08): live ones first, each live through the push. */
export function PinnedDashboard({ hideWhenEmpty = false }: { hideWhenEmpty?: boolean }) {
  const { t } = useTranslation();
  const ids = usePinnedGames((state) => state.ids);
  const keepOnly = usePinnedGames((state) => state.keepOnly);
  const games = useGamesOfBothFeeds('Get1x2_VZip', ids);
  const all = useMemo(() => [...games.live, ...games.line], [games.live, games.line]);
  // Finished games leave the feed; once both feeds answered, they leave the dashboard too.
  useEffect(() => {
    if (!games.isPending && !games.isError && ids.length > 0) keepOnly(all.map((game) => game.I));
  }, [games.isPending, games.isError, all, ids.length, keepOnly]);
  const rows = useMemo(() => listRows([{ id: 'pinned', games: all }]), [all]);
  if (ids.length === 0) {
    return hideWhenEmpty ? null : (
      <EmptyState title={t('sportsbook.pinned.empty')} text={t('sportsbook.pinned.emptyText')} icon="pin" />
    );
  }
  return (
    <section className={styles.block} aria-labelledby="pinned-title">
      <h2 id="pinned-title" className={styles.blockTitle}>
        {t('sportsbook.pinned.title')}
        <span className={`${styles.blockCount} tabular`}>
          {ids.length}/{DASHBOARD_GAMES_LIMIT}
        </span>
      </h2>
      {games.isError && all.length === 0 ? (
        <ErrorState onRetry={games.refetch} />
      ) : games.isPending ? (
        <EventListSkeleton rows={Math.min(ids.length, 4)} />
      ) : (
        <StaticEventList rows={rows} kind={(game) => (isLiveGame(game) ? 'live' : 'line')} />
      )}
    </section>
  );
}
