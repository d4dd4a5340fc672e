import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useLang } from '../../../shared/i18n/use-lang';
import { useGamesOfBothFeeds } from '../api/favourite-games.api';
import { ChipBar } from '../components/chip-bar';
import { StaticEventList } from '../components/event-rows';
import { EmptyState, ErrorState } from '../components/feed-state';
import { FavouriteStar } from '../components/favourite-star';
import { EventListSkeleton } from '../components/skeletons';
import { SportIcon } from '../components/sport-icon';
import { isLiveGame } from '../model/feed-types';
import { idSegment } from '../model/game-links';
import { listRows } from '../model/group-games';
import { PageHeader } from '../pages/page-header';
import type { FavouriteKind } from './favourite-types';
import { PinnedDashboard } from './pinned-dashboard';
import { usePinnedGames } from './pinned-games.store';
import { useFavourites } from './use-favourites';
import styles from './favourites.module.css';
import pageStyles from '../pages/pages.module.css';

type Tab = FavouriteKind | 'pinned';
const TABS: readonly Tab[] = ['games', 'champs', 'teams', 'pinned'];

function FavouriteGames({ ids }: { ids: readonly number[] }) {
  const { t } = useTranslation();
  const games = useGamesOfBothFeeds('GetFavoritesZip', ids);
  const rows = useMemo(
    () => listRows([{ id: 'favourites', games: [...games.live, ...games.line] }]),
    [games],
  );
  if (ids.length === 0) {
    return (
      <EmptyState
        title={t('sportsbook.favourites.emptyGames')}
        text={t('sportsbook.favourites.emptyText')}
        icon="star"
      />
    );
  }
  if (games.isError && rows.length === 0) return <ErrorState onRetry={games.refetch} />;
  if (games.isPending) return <EventListSkeleton rows={Math.min(ids.length, 6)} />;
  if (rows.length === 0) return <EmptyState title={t('sportsbook.favourites.gamesOver')} />;
  return <StaticEventList rows={rows} kind={(game) => (isLiveGame(game) ? 'live' : 'line')} />;
}

function FavouriteNames({ kind }: { kind: 'champs' | 'teams' }) {
  const { t } = useTranslation();
  const lang = useLang();
  const { lists } = useFavourites();
  const items = lists[kind];
  if (items.length === 0) {
    return (
      <EmptyState
        title={t(`sportsbook.favourites.empty.${kind}`)}
        text={t('sportsbook.favourites.emptyText')}
        icon="star"
      />
    );
  }
  return (
    <ul className={styles.items}>
      {items.map((item) => {
        const name = item.name ?? `#${item.id}`;
        const href =
          kind === 'teams'
            ? `/${lang}/team/${item.id}`
            : `/${lang}/line/${item.sportId ?? 0}/${idSegment(item.id, name)}`;
        return (
          <li key={item.id} className={styles.item}>
            <Link to={href} className={styles.itemLink}>
              {item.sportId ? <SportIcon sportId={item.sportId} className={styles.itemIcon} /> : null}
              <span className={styles.itemName}>{name}</span>
            </Link>
            <FavouriteStar kind={kind} item={item} />
          </li>
        );
      })}
    </ul>
  );
}

/** Favourites (FAV-07): games, championships and teams, and the dashboard of pinned games. */
export function FavouritesPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const { lists, isLoading } = useFavourites();
  const pinned = usePinnedGames((state) => state.ids.length);
  const tab = (TABS as readonly string[]).includes(params.get('tab') ?? '')
    ? (params.get('tab') as Tab)
    : 'games';
  const gameIds = useMemo(() => lists.games.map((item) => item.id), [lists.games]);
  const counts: Record<Tab, number> = {
    games: lists.games.length,
    champs: lists.champs.length,
    teams: lists.teams.length,
    pinned,
  };
  return (
    <div className={pageStyles.page}>
      <PageHeader title={t('sportsbook.favourites.title')} sub={t('sportsbook.favourites.sub')} />
      <ChipBar
        label={t('sportsbook.favourites.tabs')}
        active={tab}
        onSelect={(id) => setParams(id === 'games' ? {} : { tab: id }, { replace: true })}
        chips={TABS.map((id) => ({ id, label: t(`sportsbook.favourites.tab.${id}`), count: counts[id] }))}
      />
      {isLoading ? (
        <EventListSkeleton rows={4} />
      ) : tab === 'games' ? (
        <FavouriteGames ids={gameIds} />
      ) : tab === 'pinned' ? (
        <PinnedDashboard />
      ) : (
        <FavouriteNames kind={tab} />
      )}
    </div>
  );
}
