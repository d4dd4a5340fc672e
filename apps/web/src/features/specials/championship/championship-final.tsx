import { useTranslation } from '../../../shared/i18n/use-translation';
import type { FeedChampEntryJson } from '@sportsbook/core/api/feed-responses/feed-champ.schema';
import { useChamp } from '../../sportsbook/api/champ.api';
import { EmptyState } from '../../sportsbook/components/feed-state';
import { EventListSkeleton } from '../../sportsbook/components/skeletons';
import type { ListGame } from '../../sportsbook/model/feed-types';
import { GamesView } from '../../sportsbook/pages/games-view';
import styles from '../components/specials.module.css';

/** The number in a stage name ("Round 18" is 18); stages without one sort first. */
function stageNumber(game: ListGame): number {
  const match = /(\d+)/.exec(game.MIO?.TSt ?? '');
  return match ? Number(match[1]) : -1;
}

/** The games of the last stage on the schedule: the final where the competition has one, else its last round. */
export function finalStage(games: readonly ListGame[]): { stage: string | undefined; games: ListGame[] } {
  const last = Math.max(-1, ...games.map(stageNumber));
  const named = games.find((game) => /final/i.test(game.MIO?.TSt ?? ''));
  const chosen = named
    ? games.filter((game) => game.MIO?.TSt === named.MIO?.TSt)
    : games.filter((game) => stageNumber(game) === last);
  return { stage: chosen[0]?.MIO?.TSt, games: chosen };
}

/** The championship's deciding games: its final, or the last round the schedule holds. */
export function ChampionshipFinal({ champ }: { champ: FeedChampEntryJson }) {
  const { t } = useTranslation();
  const line = useChamp('line', champ.LI);
  if (line.isPending) return <EventListSkeleton />;
  const { stage, games } = finalStage(line.data?.G ?? []);
  if (games.length === 0) return <EmptyState title={t('specials.championship.noFinal')} />;
  return (
    <section className={styles.block} aria-label={stage ?? t('routes.championship.final')}>
      <h2 className={styles.blockTitle}>{t('specials.championship.finalStage', { stage: stage ?? '' })}</h2>
      <p className={styles.muted}>{t('specials.championship.finalLead')}</p>
      <GamesView
        games={games}
        kind="line"
        sections={{ by: 'none' }}
        isPending={false}
        isError={false}
        onRetry={() => void line.refetch()}
        emptyTitle=""
      />
    </section>
  );
}
