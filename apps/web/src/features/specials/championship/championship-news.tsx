import { useTranslation } from '../../../shared/i18n/use-translation';
import type { FeedChampEntryJson } from '@sportsbook/core/api/feed-responses/feed-champ.schema';
import type { StatPastGame } from '@sportsbook/core/api/feed-responses/statistics-common.schema';
import { formatDateTime } from '@sportsbook/core/format/format-date';
import { useDateDisplay } from '../../../shared/format/use-date-display';
import { useChampResults } from '../../sportsbook/api/champ-results.api';
import { EmptyState, ErrorState } from '../../sportsbook/components/feed-state';
import { EventListSkeleton } from '../../sportsbook/components/skeletons';
import styles from './championship.module.css';

const STORIES = 30;

/** A result told as a headline: who won, by what score, or that it was drawn. */
export function headlineOf(
  game: StatPastGame,
  t: (key: string, values: Record<string, unknown>) => string,
): string {
  if (game.S1 === game.S2)
    return t('specials.news.draw', { home: game.O1, away: game.O2, score: `${game.S1}:${game.S2}` });
  const [winner, loser, big, small] =
    game.S1 > game.S2 ? [game.O1, game.O2, game.S1, game.S2] : [game.O2, game.O1, game.S2, game.S1];
  const key = big - small >= 3 ? 'specials.news.rout' : 'specials.news.win';
  return t(key, { winner, loser, score: `${big}:${small}` });
}

/** The championship's news: its latest results told as short reports, newest first. */
export function ChampionshipNews({ champ }: { champ: FeedChampEntryJson }) {
  const { t } = useTranslation();
  const display = useDateDisplay();
  const results = useChampResults(champ.LI);
  if (results.isPending) return <EventListSkeleton rows={6} />;
  if (results.isError) return <ErrorState onRetry={() => void results.refetch()} />;
  if (results.data.length === 0) return <EmptyState title={t('specials.news.empty')} />;
  return (
    <ol className={styles.news}>
      {results.data.slice(0, STORIES).map((game) => {
        const when = formatDateTime(game.S * 1000, 'long', display);
        return (
          <li key={`${game.S}-${game.O1I}-${game.O2I}`} className={styles.story}>
            <time dateTime={new Date(game.S * 1000).toISOString()} className={styles.when}>
              {when.date}
            </time>
            <h2 className={styles.headline}>{headlineOf(game, t)}</h2>
            {game.PS.length > 1 ? (
              <p className={styles.detail}>
                {t('specials.news.periods', { periods: game.PS.map((p) => `${p.S1}:${p.S2}`).join(', ') })}
              </p>
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}
