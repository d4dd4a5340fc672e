import type { GameNotification } from '@sportsbook/core/api/feed-responses/favourites-subscriptions.schema';
import type { AuthUser } from '../../platform/auth/auth-user';
import type { PushClient } from './push-client';

/** The player a connection was opened by, and how to ask whether his session is still the live one. */
export interface ConnectionOwner {
  readonly userId: number;
  readonly sessionId: string;
  /** Looks the connection's credentials up again; null once the session ended. */
  readonly recheck: () => Promise<AuthUser | null>;
}

/** What the favourites module announces on the bus for each new notification (`user.notification`). */
export interface NotificationAnnouncement {
  readonly userId: number;
  readonly notification: GameNotification;
}

export function isNotificationAnnouncement(message: unknown): message is NotificationAnnouncement {
  const candidate = message as Partial<NotificationAnnouncement> | null;
  return typeof candidate?.userId === 'number' && typeof candidate.notification === 'object';
}

/**
 * The connections of logged-in players, by player: where a player's notifications go (FAV-10). The session
 * is checked again before each delivery, so a logout (or a session ended from another device or by the
 * operator) stops them; such a connection is forgotten here but stays open as a guest's, for the odds.
 */
export class PlayerConnections {
  private readonly byUser = new Map<number, Map<PushClient, ConnectionOwner>>();
  private readonly owners = new Map<PushClient, number>();

  add(client: PushClient, owner: ConnectionOwner): void {
    const clients = this.byUser.get(owner.userId) ?? new Map<PushClient, ConnectionOwner>();
    clients.set(client, owner);
    this.byUser.set(owner.userId, clients);
    this.owners.set(client, owner.userId);
  }

  remove(client: PushClient): void {
    const userId = this.owners.get(client);
    if (userId === undefined) return;
    this.owners.delete(client);
    const clients = this.byUser.get(userId);
    clients?.delete(client);
    if (clients?.size === 0) this.byUser.delete(userId);
  }

  /** Sends the frame to every connection of the player whose session is still live. */
  async deliver(userId: number, frame: string): Promise<void> {
    const clients = this.byUser.get(userId);
    if (!clients) return;
    await Promise.all(
      [...clients].map(async ([client, owner]) => {
        const current = await owner.recheck();
        if (current?.id === userId && current.sessionId === owner.sessionId) client.send(frame);
        else this.remove(client);
      }),
    );
  }
}
