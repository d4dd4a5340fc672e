import { useTranslation } from '../../../shared/i18n/use-translation';
import { Link } from 'react-router';
import { useLang } from '../../../shared/i18n/use-lang';
import { useChampsByCountry } from '../../sportsbook/api/champs.api';
import { FavouriteStar } from '../../sportsbook/components/favourite-star';
import { EmptyState } from '../../sportsbook/components/feed-state';
import { EventListSkeleton } from '../../sportsbook/components/skeletons';
import { useFavourites } from '../../sportsbook/favourites/use-favourites';
import { EventList } from '../../sportsbook/components/event-list';
import { isLiveGame } from '../../sportsbook/model/feed-types';
import { listRows } from '../../sportsbook/model/group-games';
import { LiveBroadcast } from '../components/live-broadcast';
import { FixtureCards } from '../components/fixture-cards';
import { useSectionGames, useSectionTopics } from '../components/section-games';
import { CRICKET } from './cricket-nav';
import styles from '../components/specials.module.css';

/** Every cricket championship, by country, each opening its page. */
export function CricketChamps() {
  const { t } = useTranslation();
  const lang = useLang();
  const line = useChampsByCountry('line', CRICKET);
  if (line.isPending) return <EventListSkeleton rows={5} />;
  const countries = line.data ?? [];
  if (countries.length === 0) return <EmptyState title={t('specials.cricket.noChamps')} />;
  return (
    <div className={styles.grid}>
      {countries.map((country) => (
        <section key={country.CI} className={styles.card} aria-label={country.CN}>
          <h2 className={styles.cardTitle}>{country.CN}</h2>
          <ul className={styles.linkList}>
            {country.SC.map((champ) => (
              <li key={champ.LI}>
                <Link to={`/${lang}/cricket/champ/${champ.LI}`}>
                  <span>{champ.L}</span>
                  <span className={styles.muted}>{champ.GC}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

/** Live cricket as broadcast panels; coming matches wait for their start. */
export function CricketBroadcasts() {
  const { t } = useTranslation();
  const lang = useLang();
  useSectionTopics({ sports: [CRICKET] });
  const { live, line } = useSectionGames({ sports: [CRICKET] });
  if (live.isPending) return <EventListSkeleton rows={3} />;
  const games = live.data ?? [];
  return (
    <div className={styles.lists}>
      {games.length > 0 ? (
        <div className={styles.grid}>
          {games.map((game) => (
            <LiveBroadcast key={game.I} game={game} href={`/${lang}/cricket/game/${game.I}`} />
          ))}
        </div>
      ) : (
        <EmptyState
          title={t('specials.cricket.noBroadcasts')}
          text={t('specials.cricket.noBroadcastsText')}
        />
      )}
      {(line.data ?? []).length > 0 ? (
        <section className={styles.block} aria-label={t('specials.cricket.nextBroadcasts')}>
          <h2 className={styles.blockTitle}>{t('specials.cricket.nextBroadcasts')}</h2>
          <FixtureCards
            games={(line.data ?? []).slice(0, 8)}
            hrefOf={(game) => `/${lang}/cricket/game/${game.I}`}
          />
        </section>
      ) : null}
    </div>
  );
}

/** The visitor's cricket: starred matches, matches of starred teams, followed competitions. */
export function CricketFavorites() {
  const { t } = useTranslation();
  const lang = useLang();
  const { lists, isFavourite } = useFavourites();
  const { live, line } = useSectionGames({ sports: [CRICKET] });
  const games = [...(live.data ?? []), ...(line.data ?? [])].filter(
    (game) =>
      isFavourite('games', game.I) || isFavourite('teams', game.O1I) || isFavourite('teams', game.O2I),
  );
  const champs = lists.champs.filter((champ) => champ.sportId === CRICKET);
  return (
    <div className={styles.lists}>
      {champs.length > 0 ? (
        <section className={styles.card} aria-label={t('specials.cricket.followed')}>
          <h2 className={styles.cardTitle}>{t('specials.cricket.followed')}</h2>
          <ul className={styles.linkList}>
            {champs.map((champ) => (
              <li key={champ.id}>
                <Link to={`/${lang}/cricket/champ/${champ.id}`}>
                  <span>{champ.name ?? champ.id}</span>
                  <FavouriteStar kind="champs" item={champ} />
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {live.isPending || line.isPending ? (
        <EventListSkeleton rows={4} />
      ) : games.length === 0 && champs.length === 0 ? (
        <EmptyState
          title={t('specials.cricket.noFavourites')}
          text={t('specials.cricket.noFavouritesText')}
          icon="star"
        />
      ) : games.length > 0 ? (
        <EventList
          rows={listRows([{ id: 'cricket', games }])}
          kind={(game) => (isLiveGame(game) ? 'live' : 'line')}
          virtual={false}
        />
      ) : null}
    </div>
  );
}
