import { useEffect, useMemo, useState } from 'react';
import type { LiveTopic } from '@sportsbook/core/api/live-push/live-push-topic.schema';
import { useLiveTopics } from './use-live-topics';

/** Scrolling settles this long before the topics follow, so a fling does not churn subscriptions. */
export const VISIBLE_TOPICS_DELAY_MS = 300;
/** Games followed one by one at most: the connection holds 100 topics, pages and panels need the rest. */
export const VISIBLE_TOPICS_MAX = 60;

/**
 * Follows the games drawn on screen, one topic each. A long live list then costs the client and the line
 * what the player sees, not every price of every game; a game scrolled into view gets its current state
 * from the server's answer to the subscription.
 */
export function useVisibleGameTopics(ids: readonly number[]): void {
  const key = ids.slice(0, VISIBLE_TOPICS_MAX).join(',');
  const [settled, setSettled] = useState(key);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(key), VISIBLE_TOPICS_DELAY_MS);
    return () => clearTimeout(timer);
  }, [key]);
  const topics = useMemo<LiveTopic[]>(
    () => (settled ? settled.split(',').map((id) => ({ kind: 'game', id: Number(id) })) : []),
    [settled],
  );
  useLiveTopics(topics);
}
