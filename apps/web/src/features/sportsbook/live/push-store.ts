import type {
  PushGameDiff,
  PushGameState,
  PushOutcome,
  PushOutcomeKey,
} from '@sportsbook/core/api/live-push/live-push-game.schema';
import type { ServerMessage } from '@sportsbook/core/api/live-push/live-push-server.schema';
import type { LivePushState } from '@sportsbook/core/api/live-push/live-push-state';
import { outcomeKey } from './push-protocol';

export type Outcomes = Map<string, PushOutcome>;

/** What the push last said of a game: its fields, and its outcomes and its sub-games' by key. */
export interface PushedGame {
  head: Omit<PushGameState, 'E' | 'SG'>;
  outcomes: Outcomes;
  /** None when the game was pushed without sub-games (SG absent, not empty). */
  subGames: Map<number, Outcomes> | undefined;
}

const byKey = (list: readonly PushOutcome[]): Outcomes => new Map(list.map((o) => [outcomeKey(o), o]));

function change(outcomes: Outcomes, set: readonly PushOutcome[] = [], gone: readonly PushOutcomeKey[] = []) {
  for (const outcome of set) outcomes.set(outcomeKey(outcome), outcome);
  for (const key of gone) outcomes.delete(outcomeKey(key));
}

/**
 * The client's state of the live push (the core's applyServerMessage), kept in place: a diff costs what it
 * changes, not the size of every game it touches, since a tick of three hundred live games brings every
 * price of every one of them.
 */
export class PushStore {
  seq = 0;
  readonly games = new Map<number, PushedGame>();
  /** Sub-game id to its game, so a sub-game's page finds what moved. */
  private readonly mainOf = new Map<number, number>();

  get(id: number): PushedGame | undefined {
    return this.games.get(id);
  }

  /** The game a sub-game belongs to, or the game itself; undefined when the push does not hold it. */
  mainGameOf(id: number): number | undefined {
    return this.games.has(id) ? id : this.mainOf.get(id);
  }

  apply(message: ServerMessage): void {
    switch (message.type) {
      case 'snapshot':
        if (message.replace) this.clear();
        message.games.forEach((game) => this.put(game));
        break;
      case 'diff':
        message.added?.forEach((game) => this.put(game));
        message.games?.forEach((diff) => this.patch(diff));
        break;
      case 'unsubscribed':
        message.removed.forEach((id) => this.delete(id));
        this.seq = Math.max(this.seq, message.seq);
        return;
      default:
        return;
    }
    message.removed?.forEach((id) => this.delete(id));
    this.seq = message.seq;
  }

  private put({ E, SG, ...head }: PushGameState): void {
    for (const sub of this.games.get(head.I)?.subGames?.keys() ?? []) this.mainOf.delete(sub);
    const subGames = SG && new Map(SG.map((sub) => [sub.I, byKey(sub.E)]));
    for (const id of subGames?.keys() ?? []) this.mainOf.set(id, head.I);
    this.games.set(head.I, { head, outcomes: byKey(E), subGames });
  }

  private patch({ E, X, SG, ...fields }: PushGameDiff): void {
    const game = this.games.get(fields.I);
    if (!game) return;
    game.head = { ...game.head, ...fields };
    change(game.outcomes, E, X);
    if (SG) game.subGames ??= new Map();
    for (const sub of SG ?? []) {
      let outcomes = game.subGames!.get(sub.I);
      if (!outcomes) {
        game.subGames!.set(sub.I, (outcomes = new Map()));
        this.mainOf.set(sub.I, fields.I);
      }
      change(outcomes, sub.E, sub.X);
    }
  }

  private delete(id: number): void {
    const game = this.games.get(id);
    if (!game) return;
    for (const sub of game.subGames?.keys() ?? []) this.mainOf.delete(sub);
    this.games.delete(id);
  }

  private clear(): void {
    this.games.clear();
    this.mainOf.clear();
  }

  /** The state in the core's terms (for tests that hold this to the core's client). */
  toState(): LivePushState {
    const games = new Map<number, PushGameState>();
    for (const [id, { head, outcomes, subGames }] of this.games) {
      const state: PushGameState = { ...head, E: [...outcomes.values()] };
      if (subGames) state.SG = [...subGames].map(([I, sub]) => ({ I, E: [...sub.values()] }));
      games.set(id, state);
    }
    return { seq: this.seq, games };
  }
}
