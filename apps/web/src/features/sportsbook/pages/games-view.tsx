import { useCallback, useDeferredValue, useMemo, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { EventList } from '../components/event-list';
import { EmptyState, ErrorState } from '../components/feed-state';
import { EventListSkeleton } from '../components/skeletons';
import type { FeedKind, ListGame } from '../model/feed-types';
import { listRows } from '../model/group-games';
import { splitByBucket, UPCOMING_BUCKETS, type UpcomingBucket } from '../model/upcoming-buckets';
import { useNowSec } from '../model/use-now';

/** How a list is cut into sections: by time to start (line), by sport (all of live), or not at all. */
export type Sections = { by: 'buckets'; only?: UpcomingBucket } | { by: 'sport' } | { by: 'none' };

interface GamesViewProps {
  games: readonly ListGame[] | undefined;
  kind: FeedKind;
  sections: Sections;
  isPending: boolean;
  isError: boolean;
  onRetry: () => void;
  emptyTitle: string;
  emptyText?: string;
  champLinks?: boolean;
  label?: string;
}

function bySport(games: readonly ListGame[]) {
  const sports = new Map<number, { id: string; title: string; games: ListGame[] }>();
  for (const game of games) {
    let section = sports.get(game.SI);
    if (!section) sports.set(game.SI, (section = { id: `sport-${game.SI}`, title: game.SN, games: [] }));
    section.games.push(game);
  }
  return [...sports.values()];
}

/** A feed list in its states: skeleton while loading, the error with a retry, empty, or the games. */
export function GamesView({
  games: current,
  kind,
  sections,
  isPending,
  isError,
  onRetry,
  emptyTitle,
  emptyText,
  champLinks,
  label,
}: GamesViewProps) {
  const { t } = useTranslation();
  // A live update redraws the list in an interruptible render: a tick of many games never blocks the page.
  const games = useDeferredValue(current);
  const now = useNowSec();
  const [collapsed, setCollapsed] = useState<ReadonlySet<number>>(new Set());
  const toggle = useCallback(
    (champId: number) =>
      setCollapsed((current) => {
        const next = new Set(current);
        if (!next.delete(champId)) next.add(champId);
        return next;
      }),
    [],
  );
  const rows = useMemo(() => {
    if (!games) return [];
    if (sections.by === 'sport') return listRows(bySport(games), collapsed);
    if (sections.by === 'none') return listRows([{ id: 'all', games }], collapsed);
    const buckets = splitByBucket(games, now);
    if (sections.only !== undefined)
      return listRows([{ id: 'bucket', games: buckets[sections.only]! }], collapsed);
    return listRows(
      UPCOMING_BUCKETS.map((bucket) => ({
        id: `b${bucket}`,
        title: t(`sportsbook.bucket.${bucket}`),
        games: buckets[bucket]!,
      })),
      collapsed,
    );
  }, [games, sections, now, collapsed, t]);
  if (isError && !games) return <ErrorState onRetry={onRetry} />;
  if (isPending && !games) return <EventListSkeleton />;
  if (rows.length === 0) return <EmptyState title={emptyTitle} text={emptyText} />;
  return (
    <EventList
      rows={rows}
      kind={kind}
      collapsed={collapsed}
      onToggleChamp={toggle}
      champLinks={champLinks}
      label={label}
    />
  );
}
