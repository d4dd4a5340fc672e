import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type {
  GameNotification,
  gameNotificationsResponseSchema,
  gameSubscriptionsResponseSchema,
  eventTypesResponseSchema,
} from '@sportsbook/core/api/feed-responses/favourites-subscriptions.schema';
import { PAGE_LOAD_WAIT_MS } from '@sportsbook/core/constants/network-timing.constants';
import type { z } from 'zod';
import { authHeaders } from '../../../shared/http/auth-headers';
import { httpRequest } from '../../../shared/http/http-client';
import type { Lang } from '../../../shared/i18n/languages';

type Subscriptions = z.infer<typeof gameSubscriptionsResponseSchema>;
type EventTypes = z.infer<typeof eventTypesResponseSchema>;
export type NotificationList = z.infer<typeof gameNotificationsResponseSchema>;
export type { GameNotification };

const SERVICE = '/service-api/SubscriptionService/api';
const NOTIFICATIONS_URL = '/web-api/gamesubscription/notifications';
const subscriptionKey = (gameId: number) => ['game-subscription', gameId] as const;
export const NOTIFICATIONS_KEY = ['game-notifications'] as const;
/**
 * How often a logged-in player's notifications are asked for. Each one is pushed over the live socket the
 * moment it is made (see usePushedNotifications); this slow poll, with the one on focus, only catches up
 * after the socket was down.
 */
export const NOTIFICATIONS_POLL_MS = 5 * 60_000;

/** GetEventTypesByGameId (FAV-09): what one may be told about for this game, named in `lang`. */
export function useEventTypes(gameId: number, lang: Lang, enabled: boolean) {
  return useQuery({
    queryKey: ['game-event-types', gameId, lang],
    queryFn: async ({ signal }) =>
      (
        await httpRequest<EventTypes>({
          url: `${SERVICE}/GetEventTypesByGameId`,
          query: { gameId, lng: lang },
          timeoutMs: PAGE_LOAD_WAIT_MS,
          signal,
        })
      ).data,
    enabled,
  });
}

/** GetGameSubscription: the event types the player follows on this game (none when not subscribed). */
export function useGameSubscription(gameId: number, enabled: boolean) {
  return useQuery({
    queryKey: subscriptionKey(gameId),
    queryFn: async ({ signal }) => {
      const answer = await httpRequest<Subscriptions>({
        url: `${SERVICE}/GetGameSubscription`,
        method: 'POST',
        body: { gameId },
        headers: await authHeaders('user-token'),
        timeoutMs: PAGE_LOAD_WAIT_MS,
        signal,
      });
      return answer.data.find((entry) => entry.gameId === gameId)?.eventTypes ?? [];
    },
    enabled,
  });
}

/** gamesubscription/save: replaces the game's event types; an empty list unsubscribes. */
export function useSaveGameSubscription(gameId: number) {
  const queryClient = useQueryClient();
  return useCallback(
    async (eventTypes: readonly number[]) => {
      const answer = await httpRequest<Subscriptions>({
        url: '/web-api/gamesubscription/save',
        method: 'POST',
        body: { events: [{ gameId, eventTypes }] },
        timeoutMs: PAGE_LOAD_WAIT_MS,
      });
      queryClient.setQueryData(
        subscriptionKey(gameId),
        answer.data.find((entry) => entry.gameId === gameId)?.eventTypes ?? [],
      );
    },
    [gameId, queryClient],
  );
}

/**
 * The player's notifications, newest first: asked for every NOTIFICATIONS_POLL_MS and whenever the window
 * regains focus, so one that came while the socket was down shows on return.
 */
export function useGameNotifications() {
  return useQuery({
    queryKey: NOTIFICATIONS_KEY,
    queryFn: ({ signal }) =>
      httpRequest<NotificationList>({ url: NOTIFICATIONS_URL, timeoutMs: PAGE_LOAD_WAIT_MS, signal }),
    staleTime: 0,
    refetchInterval: NOTIFICATIONS_POLL_MS,
    refetchOnWindowFocus: 'always',
  });
}

/** notifications/read: marks these read; the answer (the list and the unread count) replaces the cached one. */
export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useCallback(
    async (ids: readonly number[]) => {
      const answer = await httpRequest<NotificationList>({
        url: `${NOTIFICATIONS_URL}/read`,
        method: 'POST',
        body: { ids },
        timeoutMs: PAGE_LOAD_WAIT_MS,
      });
      queryClient.setQueryData(NOTIFICATIONS_KEY, answer);
    },
    [queryClient],
  );
}

/** A notification pushed over the live socket: put on top of the cached list (once), counted unread. */
export function addPushedNotification(queryClient: QueryClient, item: GameNotification): void {
  queryClient.setQueryData<NotificationList>(NOTIFICATIONS_KEY, (list) => {
    // Before the first answer there is nothing to add to: that answer holds it.
    if (!list || list.data.some((entry) => entry.id === item.id)) return list;
    return { data: [item, ...list.data], unread: list.unread + (item.readAt ? 0 : 1) };
  });
}
