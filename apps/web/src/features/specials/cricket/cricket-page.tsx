import { useTranslation } from '../../../shared/i18n/use-translation';
import { useParams, useSearchParams } from 'react-router';
import { useRouteMeta } from '../../../app/routes/use-route-meta';
import { useLang } from '../../../shared/i18n/use-lang';
import { useChamp } from '../../sportsbook/api/champ.api';
import { ChipBar } from '../../sportsbook/components/chip-bar';
import { FavouriteStar } from '../../sportsbook/components/favourite-star';
import { ListLinksContext, type ListLinks } from '../../sportsbook/components/list-links-context';
import { EmptyState } from '../../sportsbook/components/feed-state';
import { SportIcon } from '../../sportsbook/components/sport-icon';
import { StatisticsBlock } from '../../statistics/frame/statistics-block';
import { useStageIds } from '../../statistics/api/statistics-feed.api';
import { useTopChamps } from '../api/specials-feed.api';
import { useSectionSports } from '../api/section-sports';
import { SectionGames } from '../components/section-games';
import { SectionHero } from '../components/section-hero';
import { CricketBroadcasts, CricketChamps, CricketFavorites } from './cricket-lists';
import { CricketGame } from './cricket-game';
import { CRICKET, CricketNav } from './cricket-nav';
import { CricketSearch } from './cricket-search';
import styles from '../components/specials.module.css';

/** A cricket competition: its matches, a star to follow it, its table. */
function CricketChamp({ champId }: { champId: number }) {
  const { t } = useTranslation();
  const line = useChamp('line', champId);
  const stage = useStageIds(champId).data?.[0];
  const name = line.data?.L;
  return (
    <div className={styles.lists}>
      {name ? (
        <div className={styles.row}>
          <h2 className={styles.blockTitle}>{name}</h2>
          <FavouriteStar kind="champs" item={{ id: champId, name, sportId: CRICKET }} />
        </div>
      ) : null}
      <SectionGames champs={[champId]} emptyTitle={t('specials.cricket.noGames')} />
      {stage ? (
        <section className={styles.block} aria-label={t('specials.championship.standings')}>
          <h2 className={styles.blockTitle}>{t('specials.championship.standings')}</h2>
          <StatisticsBlock
            target={{ page: 'stage', sportId: CRICKET, stageId: stage.I }}
            title={t('specials.championship.standings')}
          />
        </section>
      ) : null}
    </div>
  );
}

/** The cricket home: top competitions to jump to, then live and coming matches. */
function CricketHome() {
  const { t } = useTranslation();
  const lang = useLang();
  const top = (useTopChamps().data ?? []).filter((champ) => champ.SI === CRICKET);
  return (
    <div className={styles.lists}>
      {top.length > 0 ? (
        <ChipBar
          label={t('specials.cricket.top')}
          active=""
          chips={top.map((champ) => ({
            id: String(champ.LI),
            label: champ.L,
            count: champ.GC,
            href: `/${lang}/cricket/champ/${champ.LI}`,
          }))}
        />
      ) : null}
      <SectionGames sports={[CRICKET]} emptyTitle={t('specials.cricket.noGames')} />
    </div>
  );
}

/** A match or competition listed anywhere in the cricket section opens the section's own page of it. */
const CRICKET_LINKS: ListLinks = {
  game: (lang, _kind, game) => `/${lang}/cricket/game/${game.I}`,
  champ: (lang, _kind, champ) => `/${lang}/cricket/champ/${champ.LI}`,
};

/** The cricket pages (SPT-05): home, all competitions, all matches, favourites, search, broadcasts, a competition, a match and a player. */
export function CricketPage() {
  const { t } = useTranslation();
  const params = useParams();
  const [search] = useSearchParams();
  const id = useRouteMeta()?.id ?? 'cricket';
  const counts = useSectionSports({ sportIds: [CRICKET] });
  const body = () => {
    switch (id) {
      case 'cricket.champs':
        return <CricketChamps />;
      case 'cricket.events':
        return <SectionGames sports={[CRICKET]} emptyTitle={t('specials.cricket.noGames')} />;
      case 'cricket.favorites':
        return <CricketFavorites />;
      case 'cricket.search':
        return <CricketSearch />;
      case 'cricket.broadcasts':
        return <CricketBroadcasts />;
      case 'cricket.champ':
        return <CricketChamp champId={Number(params.champId)} />;
      case 'cricket.game':
        return <CricketGame gameId={Number(params.gameId)} />;
      case 'cricket.player': {
        const game = Number(search.get('game'));
        return game > 0 ? (
          <StatisticsBlock
            target={{ page: 'player', sportId: CRICKET, playerId: params.playerId }}
            query={`game=${game}`}
            title={t('routes.cricket.player')}
          />
        ) : (
          <EmptyState title={t('specials.cricket.playerContext')} />
        );
      }
      default:
        return <CricketHome />;
    }
  };
  return (
    <div className={styles.page}>
      <SectionHero
        title={t(`routes.${id}`)}
        lead={t('specials.cricket.lead')}
        mark={<SportIcon sportId={CRICKET} size={28} />}
        facts={[
          { label: t('specials.facts.live'), value: counts.liveCount },
          { label: t('specials.facts.upcoming'), value: counts.lineCount },
        ]}
      />
      <CricketNav current={id} />
      <ListLinksContext.Provider value={CRICKET_LINKS}>{body()}</ListLinksContext.Provider>
    </div>
  );
}
