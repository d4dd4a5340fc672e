import { useTranslation } from '../../../shared/i18n/use-translation';
import type { FeedChampEntryJson } from '@sportsbook/core/api/feed-responses/feed-champ.schema';
import { useChamp } from '../../sportsbook/api/champ.api';
import { FavouriteStar } from '../../sportsbook/components/favourite-star';
import { EmptyState } from '../../sportsbook/components/feed-state';
import { EventListSkeleton } from '../../sportsbook/components/skeletons';
import { useFavourites } from '../../sportsbook/favourites/use-favourites';
import { isLiveGame } from '../../sportsbook/model/feed-types';
import { EventList } from '../../sportsbook/components/event-list';
import { listRows } from '../../sportsbook/model/group-games';
import styles from '../components/specials.module.css';

/** The visitor's favourites in this championship: its games they starred and the games of their teams. */
export function ChampionshipFavorites({ champ }: { champ: FeedChampEntryJson }) {
  const { t } = useTranslation();
  const { isFavourite } = useFavourites();
  const live = useChamp('live', champ.LI);
  const line = useChamp('line', champ.LI);
  const games = [...(live.data?.G ?? []), ...(line.data?.G ?? [])].filter(
    (game) =>
      isFavourite('games', game.I) || isFavourite('teams', game.O1I) || isFavourite('teams', game.O2I),
  );
  const following = isFavourite('champs', champ.LI);
  return (
    <div className={styles.lists}>
      <div className={styles.row}>
        <FavouriteStar kind="champs" item={{ id: champ.LI, name: champ.L, sportId: champ.SI }} />
        <span className={styles.muted}>
          {t(following ? 'specials.championship.following' : 'specials.championship.follow')}
        </span>
      </div>
      {live.isPending || line.isPending ? (
        <EventListSkeleton rows={4} />
      ) : games.length === 0 ? (
        <EmptyState
          title={t('specials.championship.noFavourites')}
          text={t('specials.championship.noFavouritesText')}
          icon="star"
        />
      ) : (
        <EventList
          rows={listRows([{ id: 'favourites', games }])}
          kind={(game) => (isLiveGame(game) ? 'live' : 'line')}
          virtual={false}
        />
      )}
    </div>
  );
}
