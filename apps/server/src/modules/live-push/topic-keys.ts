import type { GamePlace } from './game-image';

/**
 * Every topic key (as `topicKey` of the protocol writes them) that covers a game: the subscriptions to look up
 * when it changes, without testing each subscription.
 */
export function topicKeysFor(place: GamePlace): string[] {
  const side = place.live ? 'live' : 'line';
  const keys = [
    `game:${place.id}`,
    `sport:${place.sportId}:all`,
    `sport:${place.sportId}:${side}`,
    `champ:${place.champId}:all`,
    `champ:${place.champId}:${side}`,
  ];
  return place.live ? ['live', ...keys] : keys;
}

export function isCovered(
  topicKeys: ReadonlySet<string> | ReadonlyMap<string, unknown>,
  place: GamePlace,
): boolean {
  return topicKeysFor(place).some((key) => topicKeys.has(key));
}
