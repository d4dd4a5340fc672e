import type { GameNotification } from '@sportsbook/core/api/feed-responses/favourites-subscriptions.schema';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/http/app-error';
import type { FeedLookup } from './feed-lookup';
import { gameNames } from './game-name';
import { nameLanguage } from './localized-name';
import type { NotificationRow, SubscriptionRow, SubscriptionsRepository } from './subscriptions.repository';
import { EVENT_TYPE_INFO, eventTypesForSport, type GameEventType } from './subscription-event-types';

/** How many games one player may follow at once. */
export const SUBSCRIBED_GAMES_MAX = 100;

/** What a notification row keeps besides its ids: enough to show it after the feed has archived the game. */
export type NotificationPayload = Omit<GameNotification, 'id' | 'gameId' | 'type' | 'createdAt' | 'readAt'>;

export interface SubscriptionRequest {
  readonly gameId: number;
  readonly eventTypes?: readonly number[];
}

export function toGameNotification(row: NotificationRow): GameNotification {
  return {
    id: row.id,
    gameId: row.gameId,
    type: row.eventType,
    createdAt: row.createdAt.toISOString(),
    readAt: row.readAt?.toISOString() ?? null,
    ...(row.payload as NotificationPayload),
  };
}

/** Game subscriptions of one player: what to be told about, and the notifications already made. */
export class SubscriptionsService {
  constructor(
    private readonly repository: SubscriptionsRepository,
    private readonly feed: FeedLookup,
    private readonly clock: Clock,
  ) {}

  /** The event types a game offers; unknown games are refused. */
  eventTypes(gameId: number, lng: string | undefined) {
    const game = this.feed.game(gameId);
    if (!game) throw new AppError('NOT_FOUND', `Unknown game ${gameId}`);
    const language = nameLanguage(lng, 'ru');
    return eventTypesForSport(game.sportId).map((id) => ({
      id,
      key: `subscription.event.${EVENT_TYPE_INFO[id].slug}`,
      name: EVENT_TYPE_INFO[id].names[language],
    }));
  }

  /** Each listed game's types are replaced (the last entry of a game wins); over the limit nothing changes. */
  async save(userId: number, requests: readonly SubscriptionRequest[], lng: string) {
    const games = [...new Map(requests.map((r) => this.checked(r)).map((g) => [g.gameId, g])).values()];
    const current = new Set((await this.repository.list(userId)).map((s) => s.gameId));
    const after = new Set(current);
    for (const game of games) {
      if (game.eventTypes.length > 0) after.add(game.gameId);
      else after.delete(game.gameId);
    }
    if (after.size > SUBSCRIBED_GAMES_MAX && after.size > current.size) {
      throw AppError.validation(
        { events: ['subscription.limit_reached'] },
        `At most ${SUBSCRIBED_GAMES_MAX} games`,
      );
    }
    await this.repository.replace(userId, games, this.clock.now());
    return this.list(userId, undefined, lng);
  }

  async list(userId: number, gameId: number | undefined, lng: string) {
    const language = nameLanguage(lng, 'en');
    return (await this.repository.list(userId, gameId)).map((row) => {
      const game = this.feed.game(row.gameId);
      const names = game && gameNames(game, this.feed);
      return {
        gameId: row.gameId,
        eventTypes: row.eventTypes,
        name: names?.[language] ?? null,
        startAt: game?.startAt ?? null,
      };
    });
  }

  async notifications(userId: number, options: { unread?: boolean; limit?: number; beforeId?: number }) {
    const rows = await this.repository.notifications(userId, {
      unread: options.unread ?? false,
      limit: options.limit ?? 50,
      ...(options.beforeId !== undefined && { beforeId: options.beforeId }),
    });
    return { data: rows.map(toGameNotification), unread: await this.repository.unreadCount(userId) };
  }

  async markRead(userId: number, ids: readonly number[] | 'all') {
    await this.repository.markRead(userId, ids, this.clock.now());
    return this.notifications(userId, {});
  }

  /** Every type asked for must be one the game offers; no types asked means all of them. */
  private checked(request: SubscriptionRequest): SubscriptionRow {
    const game = this.feed.game(request.gameId);
    if (!game || game.finished) {
      throw AppError.validation({ events: ['subscription.unknown_game'] }, `Unknown game ${request.gameId}`);
    }
    const offered: readonly number[] = eventTypesForSport(game.sportId);
    const asked = [...new Set(request.eventTypes ?? offered)].sort((a, b) => a - b);
    const refused = asked.filter((type) => !offered.includes(type));
    if (refused.length > 0) {
      throw AppError.validation(
        { events: ['subscription.unknown_event_type'] },
        `Game ${game.id} offers no event types ${refused.join(', ')}`,
      );
    }
    return { gameId: game.id, eventTypes: asked as GameEventType[] };
  }
}
