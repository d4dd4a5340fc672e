import type { LiveTopic } from '@sportsbook/core/api/live-push/live-push-topic.schema';
import { useLiveTopics } from './use-live-topics';

/**
 * Lists up to this many games also follow their whole sport or championship, so games that join it (a line
 * game going live) appear at once; longer lists follow only the games on screen (useVisibleGameTopics),
 * since a topic brings every price of every game it covers on every tick.
 */
export const LIST_TOPIC_MAX_GAMES = 80;

const NONE: readonly LiveTopic[] = [];

export function useListTopics(topics: readonly LiveTopic[], gameCount: number | undefined): void {
  useLiveTopics(gameCount !== undefined && gameCount <= LIST_TOPIC_MAX_GAMES ? topics : NONE);
}
