import {
  outcomeKey,
  type PushGameDiff,
  type PushGameState,
  type PushOutcome,
  type PushOutcomeKey,
} from './live-push-game.schema';
import type { ServerMessage } from './live-push-server.schema';

/** What a client knows: the games of its subscriptions and the last `seq` (sent back as `since` on resume). */
export interface LivePushState {
  readonly seq: number;
  readonly games: ReadonlyMap<number, PushGameState>;
}

export const EMPTY_LIVE_PUSH_STATE: LivePushState = { seq: 0, games: new Map() };

function mergeOutcomes(
  list: readonly PushOutcome[],
  changed: readonly PushOutcome[] = [],
  gone: readonly PushOutcomeKey[] = [],
): PushOutcome[] {
  const byKey = new Map(list.map((outcome) => [outcomeKey(outcome), outcome]));
  for (const outcome of changed) byKey.set(outcomeKey(outcome), outcome);
  for (const key of gone) byKey.delete(outcomeKey(key));
  return [...byKey.values()];
}

/** A game with a diff applied; applying the same diff again gives the same game. */
export function applyGameDiff(game: PushGameState, diff: PushGameDiff): PushGameState {
  const { E, X, SG, I: _id, ...fields } = diff;
  const next: PushGameState = { ...game, ...fields, E: E || X ? mergeOutcomes(game.E, E, X) : game.E };
  if (!SG) return next;
  const subGames = new Map((game.SG ?? []).map((sub) => [sub.I, sub]));
  for (const sub of SG) {
    subGames.set(sub.I, { I: sub.I, E: mergeOutcomes(subGames.get(sub.I)?.E ?? [], sub.E, sub.X) });
  }
  return { ...next, SG: [...subGames.values()] };
}

/** The client side of the protocol: the state after one server message. */
export function applyServerMessage(state: LivePushState, message: ServerMessage): LivePushState {
  switch (message.type) {
    case 'snapshot': {
      const games = new Map(message.replace ? [] : state.games);
      for (const game of message.games) games.set(game.I, game);
      for (const id of message.removed ?? []) games.delete(id);
      return { seq: message.seq, games };
    }
    case 'diff': {
      const games = new Map(state.games);
      for (const game of message.added ?? []) games.set(game.I, game);
      for (const diff of message.games ?? []) {
        const game = games.get(diff.I);
        if (game) games.set(diff.I, applyGameDiff(game, diff));
      }
      for (const id of message.removed ?? []) games.delete(id);
      return { seq: message.seq, games };
    }
    case 'unsubscribed': {
      const games = new Map(state.games);
      for (const id of message.removed) games.delete(id);
      return { seq: Math.max(state.seq, message.seq), games };
    }
    default:
      return state;
  }
}
