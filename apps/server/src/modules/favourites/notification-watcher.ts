import type { FastifyBaseLogger } from 'fastify';
import type { Bus } from '../../platform/bus/bus';
import type { Clock } from '../../platform/clock';
import type { FeedGame } from '../feed/feed-model';
import type { FeedLookup, GameChange } from './feed-lookup';
import { detectGameEvents, type GameEvent } from './game-events';
import { GAME_EVENT, EVENT_TYPE_INFO } from './subscription-event-types';
import type { SubscriptionsRepository } from './subscriptions.repository';
import { toGameNotification, type NotificationPayload } from './subscriptions.service';

/** Where each new notification is announced for the live-push hub: `{ userId, notification }`. */
export const USER_NOTIFICATION_CHANNEL = 'user.notification';

/** Notifications, and subscriptions of games that never reached a result, are kept this long. */
const RETENTION_MS = 30 * 24 * 3600 * 1000;

/**
 * Delivery of game subscriptions (FAV-10, "not shown" in the spec), designed as in-app notifications:
 *
 * 1. Every server process reads the feed's batches (FeedLookup over the engine's FeedSource) and compares
 *    each changed game with its previous state: start, each goal, each red card, each period's end, the
 *    end, the result (or cancellation); `game-events.ts` names each event with a key unique in its game.
 * 2. For an event, one INSERT ... SELECT writes a notification row for every player subscribed to that
 *    type on that game. The unique (player, game, key) makes it exactly-once however many processes saw the
 *    change, so no leader is needed; only the process whose insert created a row announces it.
 * 3. It is announced on the bus channel `user.notification`, for the live-push hub to forward to the
 *    player's open sockets; players read and acknowledge them with the gamesubscription/notifications
 *    calls, so nothing is lost while they are away.
 * 4. A result or cancellation ends the game's subscriptions; rows older than 30 days are pruned then.
 *
 * Events that happen while no process runs are not told afterwards (the feed keeps no event log).
 */
export class NotificationWatcher {
  private queue: Promise<void> = Promise.resolve();

  constructor(
    private readonly repository: SubscriptionsRepository,
    private readonly feed: FeedLookup,
    private readonly bus: Bus,
    private readonly clock: Clock,
    private readonly log: FastifyBaseLogger,
  ) {}

  readonly handle = (changes: readonly GameChange[]): void => {
    for (const { before, after } of changes) {
      if (!before) continue;
      const events = detectGameEvents(before, after);
      if (events.length === 0) continue;
      this.queue = this.queue
        .then(() => this.deliver(after, events))
        .catch((error: unknown) => this.log.error({ err: error, gameId: after.id }, 'notifications failed'));
    }
  };

  /** Resolves once every change seen so far is delivered (tests and shutdown). */
  idle(): Promise<void> {
    return this.queue;
  }

  private async deliver(game: FeedGame, events: readonly GameEvent[]): Promise<void> {
    const at = this.clock.now();
    for (const event of events) {
      const created = await this.repository.notifySubscribers({
        gameId: game.id,
        eventType: event.type,
        eventKey: event.key,
        payload: this.payload(game, event),
        at,
      });
      for (const row of created) {
        await this.bus.publish(USER_NOTIFICATION_CHANNEL, {
          userId: row.userId,
          notification: toGameNotification(row),
        });
      }
      if (event.type === GAME_EVENT.result) {
        await this.repository.dropGame(game.id);
        await this.repository.prune(new Date(at.getTime() - RETENTION_MS));
      }
    }
  }

  private payload(game: FeedGame, event: GameEvent): NotificationPayload {
    const unnamed = { en: '', ru: '', ar: '' };
    return {
      key: `subscription.notification.${event.cancelled ? 'cancelled' : EVENT_TYPE_INFO[event.type].slug}`,
      sportId: game.sportId,
      champ: this.feed.champ(game.champId)?.names ?? unnamed,
      // A race or an election has no sides: its title stands in for the home side.
      home: this.feed.team(game.homeTeamId)?.names ?? game.title ?? unnamed,
      away: this.feed.team(game.awayTeamId)?.names ?? unnamed,
      score: event.score ? { S1: event.score.home, S2: event.score.away } : null,
      side: event.side,
      period: event.period,
      cancelled: event.cancelled,
    };
  }
}
