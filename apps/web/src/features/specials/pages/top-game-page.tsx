import { useTranslation } from '../../../shared/i18n/use-translation';
import { useLang } from '../../../shared/i18n/use-lang';
import { EmptyState } from '../../sportsbook/components/feed-state';
import { GameSkeleton } from '../../sportsbook/components/skeletons';
import { champPath } from '../../sportsbook/model/game-links';
import { GamesView } from '../../sportsbook/pages/games-view';
import { useTopGames } from '../api/specials-feed.api';
import { GameView } from '../components/game-view';
import { SectionHero } from '../components/section-hero';
import styles from '../components/specials.module.css';

/**
 * /{lang}/top-game: the match of the day, the first of the feed's top games (a live one while any plays),
 * with every market and its statistics; the other top games below.
 */
export function TopGamePage() {
  const { t } = useTranslation();
  const lang = useLang();
  const live = useTopGames('live');
  const line = useTopGames('line');
  const top = live.data?.[0] ?? line.data?.[0];
  const others = [...(live.data ?? []), ...(line.data ?? [])].filter((game) => game.I !== top?.I);
  const pending = live.isPending || line.isPending;
  return (
    <div className={styles.page}>
      <SectionHero title={t('routes.topGame')} lead={t('specials.topGame.lead')} />
      {top ? (
        <GameView key={top.I} gameId={top.I} champHref={champPath(lang, top.SC ? 'live' : 'line', top)} />
      ) : pending ? (
        <GameSkeleton />
      ) : (
        <EmptyState title={t('specials.topGame.empty')} />
      )}
      {others.length > 0 ? (
        <section className={styles.block} aria-label={t('specials.topGame.others')}>
          <h2 className={styles.blockTitle}>{t('specials.topGame.others')}</h2>
          <GamesView
            games={others}
            kind={(live.data ?? []).some((game) => game.I === others[0]?.I) ? 'live' : 'line'}
            sections={{ by: 'none' }}
            isPending={false}
            isError={false}
            onRetry={() => undefined}
            emptyTitle=""
          />
        </section>
      ) : null}
    </div>
  );
}
