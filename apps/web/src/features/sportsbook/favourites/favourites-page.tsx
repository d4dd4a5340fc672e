import { useMemo } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
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

const NO_IDS: readonly number[] = [];

/**
 * The games of favourite games, or of favourite championships, from both feeds (GetFavoritesZip), live first;
 * `over` is said when none of them is on either feed any more.
 */
function FavouriteGames({
  games = NO_IDS,
  champs = NO_IDS,
  over,
}: {
  games?: readonly number[];
  champs?: readonly number[];
  over: string;
}) {
  const found = useGamesOfBothFeeds('GetFavoritesZip', games, champs);
  const rows = useMemo(
    () => listRows([{ id: 'favourites', games: [...found.live, ...found.line] }]),
    [found.live, found.line],
  );
  if (found.isError && rows.length === 0) return <ErrorState onRetry={found.refetch} />;
  if (found.isPending) return <EventListSkeleton rows={Math.min(games.length + champs.length, 6)} />;
  if (rows.length === 0) return <EmptyState title={over} />;
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

/**
 * Favourites (FAV-07): games, championships (listed, then their games on both feeds) and teams, and the
 * dashboard of pinned games.
 */
export function FavouritesPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const { lists, isLoading } = useFavourites();
  const pinned = usePinnedGames((state) => state.ids.length);
  const tab = (TABS as readonly string[]).includes(params.get('tab') ?? '')
    ? (params.get('tab') as Tab)
    : 'games';
  const gameIds = useMemo(() => lists.games.map((item) => item.id), [lists.games]);
  const champIds = useMemo(() => lists.champs.map((item) => item.id), [lists.champs]);
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
        gameIds.length === 0 ? (
          <EmptyState
            title={t('sportsbook.favourites.emptyGames')}
            text={t('sportsbook.favourites.emptyText')}
            icon="star"
          />
        ) : (
          <FavouriteGames games={gameIds} over={t('sportsbook.favourites.gamesOver')} />
        )
      ) : tab === 'pinned' ? (
        <PinnedDashboard />
      ) : tab === 'champs' && champIds.length > 0 ? (
        <>
          <FavouriteNames kind="champs" />
          <FavouriteGames champs={champIds} over={t('sportsbook.favourites.champsIdle')} />
        </>
      ) : (
        <FavouriteNames kind={tab} />
      )}
    </div>
  );
}
