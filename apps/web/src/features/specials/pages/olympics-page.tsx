import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useSearchParams } from 'react-router';
import type { FeedGlobalChampJson } from '@sportsbook/core/api/feed-responses/feed-global-champ.schema';
import type { ListGame } from '../../sportsbook/model/feed-types';
import { feedQuery } from '../../sportsbook/api/feed-request';
import { useFeedLocale } from '../../sportsbook/api/use-feed-locale';
import { ChipBar } from '../../sportsbook/components/chip-bar';
import { EmptyState } from '../../sportsbook/components/feed-state';
import { EventListSkeleton } from '../../sportsbook/components/skeletons';
import { GamesView } from '../../sportsbook/pages/games-view';
import { useGlobalChamps } from '../api/specials-feed.api';
import { SectionHero } from '../components/section-hero';
import styles from '../components/specials.module.css';

/** GetGlobalChampZip: one championship spanning sports with its games. */
function useGlobalChampGames(champId: number | undefined) {
  const locale = useFeedLocale();
  return useQuery({
    ...feedQuery<FeedGlobalChampJson & { G: ListGame[] }>('line', 'GetGlobalChampZip', {
      ...locale,
      champ: champId,
    }),
    enabled: champId !== undefined,
  });
}

/**
 * /{lang}/olympics: the Olympic Games and other championships spanning sports (GetGlobalChampsZip): each
 * with its sports and games; says so when none is on the calendar.
 */
export function OlympicsPage() {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const line = useGlobalChamps('line');
  const live = useGlobalChamps('live');
  const champs = [...new Map([...(live.data ?? []), ...(line.data ?? [])].map((c) => [c.I, c])).values()];
  const chosen = champs.find((champ) => String(champ.I) === search.get('champ')) ?? champs[0];
  const games = useGlobalChampGames(chosen?.I);
  const pending = line.isPending || live.isPending;
  return (
    <div className={styles.page}>
      <SectionHero
        title={t('routes.olympics')}
        lead={t('specials.olympics.lead')}
        facts={
          chosen
            ? [
                { label: t('specials.facts.sports'), value: chosen.SP.length },
                { label: t('specials.facts.games'), value: chosen.GC },
              ]
            : []
        }
      />
      {champs.length > 1 ? (
        <ChipBar
          label={t('specials.olympics.champs')}
          active={String(chosen?.I ?? '')}
          onSelect={(id) => setSearch({ champ: id })}
          chips={champs.map((champ) => ({ id: String(champ.I), label: champ.N, count: champ.GC }))}
        />
      ) : null}
      {pending ? (
        <EventListSkeleton />
      ) : !chosen ? (
        <EmptyState title={t('specials.olympics.empty')} text={t('specials.olympics.emptyText')} />
      ) : (
        <GamesView
          games={games.data?.G}
          kind="line"
          sections={{ by: 'sport' }}
          isPending={games.isPending}
          isError={games.isError}
          onRetry={() => void games.refetch()}
          emptyTitle={t('specials.olympics.noGames')}
        />
      )}
    </div>
  );
}
