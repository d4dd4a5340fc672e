import { useMemo } from 'react';
import type { LiveTopic } from '@sportsbook/core/api/live-push/live-push-topic.schema';
import { useLiveTopics } from './use-live-topics';

/** Topics one page may spend on single games: the connection holds 100, lists and menus need the rest. */
const GAME_TOPICS_MAX = 40;

/** Follows single games (favourites, pinned, multi-live) over the live push. */
export function useGameTopics(ids: readonly number[]): void {
  const topics = useMemo<LiveTopic[]>(
    () => ids.slice(0, GAME_TOPICS_MAX).map((id) => ({ kind: 'game', id })),
    [ids],
  );
  useLiveTopics(topics);
}
