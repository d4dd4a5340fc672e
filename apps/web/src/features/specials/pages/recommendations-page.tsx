import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useSession } from '../../auth/api/session.api';
import { FeedError } from '../../sportsbook/api/feed-request';
import { httpRequest } from '../../../shared/http/http-client';
import { PAGE_LOAD_WAIT_MS } from '@sportsbook/core/constants/network-timing.constants';
import { useFeedLocale } from '../../sportsbook/api/use-feed-locale';
import type { ListGame } from '../../sportsbook/model/feed-types';
import { GamesView } from '../../sportsbook/pages/games-view';
import { SectionHero } from '../components/section-hero';
import styles from '../components/specials.module.css';

/** personalise/v1/sliderGames: games picked for a logged-in player (their favourites and bets), else the top. */
function useRecommendedGames() {
  const locale = useFeedLocale();
  const { isAuthenticated } = useSession();
  return useQuery({
    queryKey: ['feed', 'line', 'sliderGames', locale, isAuthenticated],
    queryFn: async ({ signal }) => {
      const body = await httpRequest<{
        Success: boolean;
        Error: string;
        ErrorCode: number;
        Value: ListGame[] | null;
      }>({
        url: '/service-api/main-line-feed/personalise/v1/sliderGames',
        query: { ...locale, count: 30 },
        timeoutMs: PAGE_LOAD_WAIT_MS,
        signal,
      });
      if (!body.Success || !body.Value) throw new FeedError(body.ErrorCode, body.Error);
      return body.Value;
    },
    staleTime: 60_000,
  });
}

/** /{lang}/recommendations: games recommended to the visitor, personalised once logged in. */
export function RecommendationsPage() {
  const { t } = useTranslation();
  const { isAuthenticated } = useSession();
  const games = useRecommendedGames();
  return (
    <div className={styles.page}>
      <SectionHero
        title={t('routes.recommendations')}
        lead={t(
          isAuthenticated ? 'specials.recommendations.leadPlayer' : 'specials.recommendations.leadGuest',
        )}
      />
      <GamesView
        games={games.data}
        kind="line"
        sections={{ by: 'sport' }}
        isPending={games.isPending}
        isError={games.isError}
        onRetry={() => void games.refetch()}
        emptyTitle={t('specials.recommendations.empty')}
      />
    </div>
  );
}
