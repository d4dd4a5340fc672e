import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { LiveTopic } from '@sportsbook/core/api/live-push/live-push-topic.schema';
import { topicKey } from './push-protocol';
import { liveClientFor } from './live-client';

/**
 * Follows these topics over the live push while the component is mounted; their changes arrive in the
 * feed queries of the cache. Passing equal topics again changes nothing.
 */
export function useLiveTopics(topics: readonly LiveTopic[]): void {
  const queryClient = useQueryClient();
  const keys = topics.map(topicKey).join('|');
  useEffect(() => {
    if (!keys) return;
    const { connection } = liveClientFor(queryClient);
    const releases = topics.map((topic) => connection.acquire(topic));
    return () => releases.forEach((release) => release());
    // The keys say everything about the topics; a new array of the same topics must not resubscribe.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [keys, queryClient]);
}
