import { useTranslation } from '../../../shared/i18n/use-translation';
import { useParams } from 'react-router';
import { useRouteMeta } from '../../../app/routes/use-route-meta';
import { useLang } from '../../../shared/i18n/use-lang';
import { Icon } from '../../../shared/ui/icon/icon';
import { EmptyState, ErrorState } from '../../sportsbook/components/feed-state';
import { EventListSkeleton } from '../../sportsbook/components/skeletons';
import { GameView } from '../components/game-view';
import { SectionHero } from '../components/section-hero';
import { ChampionshipEvent } from './championship-event';
import { ChampionshipFavorites } from './championship-favorites';
import { ChampionshipFinal } from './championship-final';
import { ChampionshipHome } from './championship-home';
import { ChampionshipNav } from './championship-nav';
import { ChampionshipNews } from './championship-news';
import { useFeaturedChamp } from './use-featured-champ';
import styles from '../components/specials.module.css';

/**
 * The championship pages (SPT-04): home, game, final, news, event and favourites of the featured
 * championship, under one head and navigation.
 */
export function ChampionshipPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const params = useParams();
  const id = useRouteMeta()?.id ?? 'championship';
  const { champ, isPending, isError } = useFeaturedChamp();
  if (isPending) return <EventListSkeleton />;
  if (isError) return <ErrorState onRetry={() => window.location.reload()} />;
  if (!champ) return <EmptyState title={t('specials.championship.none')} />;
  const body = () => {
    switch (id) {
      case 'championship.game':
        return (
          <GameView
            gameId={Number(params.gameId)}
            champHref={`/${lang}/championship`}
            eventHref={(subId) => `/${lang}/championship/event/${subId}`}
          />
        );
      case 'championship.event':
        return <ChampionshipEvent eventId={Number(params.eventId)} />;
      case 'championship.final':
        return <ChampionshipFinal champ={champ} />;
      case 'championship.news':
        return <ChampionshipNews champ={champ} />;
      case 'championship.favorites':
        return <ChampionshipFavorites champ={champ} />;
      default:
        return <ChampionshipHome champ={champ} />;
    }
  };
  return (
    <div className={styles.page}>
      <SectionHero
        title={champ.L}
        lead={t('specials.championship.lead', { sport: champ.SN })}
        mark={<Icon name="trophy" size={28} />}
        facts={[{ label: t('specials.facts.games'), value: champ.GC }]}
      />
      <ChampionshipNav current={id} />
      {body()}
    </div>
  );
}
