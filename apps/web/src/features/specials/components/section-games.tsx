import { useMemo, type ReactNode } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import type { LiveTopic } from '@sportsbook/core/api/live-push/live-push-topic.schema';
import { useGames } from '../../sportsbook/api/games.api';
import { useLiveTopics } from '../../sportsbook/live/use-live-topics';
import type { ListGame } from '../../sportsbook/model/feed-types';
import { GamesView } from '../../sportsbook/pages/games-view';
import styles from './specials.module.css';

export interface SectionFilter {
  sports?: readonly number[];
  champs?: readonly number[];
}

const ALL_GAMES = 500;

/** Follows the filter's sports or championships over the live push while shown. */
export function useSectionTopics({ sports = [], champs = [] }: SectionFilter): void {
  const topics = useMemo<LiveTopic[]>(
    () => [
      ...sports.map((id) => ({ kind: 'sport' as const, id })),
      ...champs.map((id) => ({ kind: 'champ' as const, id })),
    ],
    [sports, champs],
  );
  useLiveTopics(topics);
}

/** The live and pre-match games of a filter, fetched once each (for pages that arrange them themselves). */
export function useSectionGames(filter: SectionFilter) {
  const enabled = Boolean(filter.sports?.length || filter.champs?.length);
  const query = { sports: filter.sports, champs: filter.champs, count: ALL_GAMES };
  const live = useGames('live', query, enabled);
  const line = useGames('line', query, enabled);
  return { live, line, enabled };
}

interface SectionGamesProps extends SectionFilter {
  /** Shown where the filter has no game at all. */
  emptyTitle: string;
  /** Drawn in place of the live list (a broadcast view). */
  renderLive?: (games: readonly ListGame[]) => ReactNode;
}

/**
 * A section's games: the live ones first, then the pre-match ones by time to start (0-2 h, 2-4 h, later),
 * with prices that move through the live push.
 */
export function SectionGames({ sports, champs, emptyTitle, renderLive }: SectionGamesProps) {
  const { t } = useTranslation();
  useSectionTopics({ sports, champs });
  const { live, line } = useSectionGames({ sports, champs });
  const liveGames = live.data ?? [];
  return (
    <div className={styles.lists}>
      {liveGames.length > 0 ? (
        <section className={styles.block} aria-label={t('specials.live')}>
          <h2 className={styles.blockTitle}>
            <span className={styles.liveDot} aria-hidden="true" />
            {t('specials.live')}
            <span className={styles.count}>{liveGames.length}</span>
          </h2>
          {renderLive ? (
            renderLive(liveGames)
          ) : (
            <GamesView
              games={liveGames}
              kind="live"
              sections={{ by: 'none' }}
              isPending={false}
              isError={false}
              onRetry={() => void live.refetch()}
              emptyTitle={emptyTitle}
            />
          )}
        </section>
      ) : null}
      <section className={styles.block} aria-label={t('specials.upcoming')}>
        <h2 className={styles.blockTitle}>{t('specials.upcoming')}</h2>
        <GamesView
          games={line.data}
          kind="line"
          sections={{ by: 'buckets' }}
          isPending={line.isPending}
          isError={line.isError}
          onRetry={() => void line.refetch()}
          emptyTitle={liveGames.length > 0 ? t('specials.noUpcoming') : emptyTitle}
        />
      </section>
    </div>
  );
}
