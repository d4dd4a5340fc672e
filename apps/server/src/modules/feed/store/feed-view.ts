import type { FeedBatch, FeedGame, FeedSnapshot } from '../feed-model';
import { applyPatch } from '@sportsbook/core/structural-diff/value-patch';
import { buildIndex, indexKey, type FeedIndex, type FeedWorld } from './feed-index';

/**
 * One immutable state of the feed: the world, the games and their indexes at a store version. A request
 * reads one view from start to end, so it never sees half a batch.
 */
export class FeedView {
  private constructor(
    /** Bumped by every applied batch and every snapshot load, in this process. */
    readonly version: number,
    /** The engine's sequence number the view is at, the same in every process. */
    readonly seq: number,
    readonly world: FeedWorld,
    readonly games: ReadonlyMap<number, FeedGame>,
    readonly index: FeedIndex,
  ) {}

  static empty(): FeedView {
    const world: FeedWorld = { sports: new Map(), champs: new Map(), teams: new Map() };
    return new FeedView(0, 0, world, new Map(), buildIndex(world, []));
  }

  static fromSnapshot(snapshot: FeedSnapshot, version: number): FeedView {
    const world: FeedWorld = {
      sports: new Map(snapshot.sports.map((sport) => [sport.id, sport])),
      champs: new Map(snapshot.champs.map((champ) => [champ.id, champ])),
      teams: new Map(snapshot.teams.map((team) => [team.id, team])),
    };
    const games = new Map(snapshot.games.map((game) => [game.id, game]));
    return new FeedView(version, snapshot.seq, world, games, buildIndex(world, games.values()));
  }

  /**
   * Whether every sport, championship and team the games name is known (else a snapshot is due). Team 0 is
   * no team: an event with a title (a race, an election) has no sides.
   */
  knowsWorldOf(games: readonly FeedGame[]): boolean {
    const { sports, champs, teams } = this.world;
    const knownTeam = (id: number) => id === 0 || teams.has(id);
    return games.every(
      (game) =>
        sports.has(game.sportId) &&
        champs.has(game.champId) &&
        knownTeam(game.homeTeamId) &&
        knownTeam(game.awayTeamId) &&
        (game.participants ?? []).every((participant) => knownTeam(participant.teamId)),
    );
  }

  /**
   * The batch's games whole: its whole games, and its patches applied to the versions this view holds.
   * Undefined when this view does not hold a patch's base version (a snapshot is due).
   */
  gamesOf(batch: FeedBatch): FeedGame[] | undefined {
    const games = [...batch.games];
    for (const { id, base, patch } of batch.patches ?? []) {
      const held = this.games.get(id);
      if (held?.version !== base) return undefined;
      games.push(applyPatch(held, patch) as FeedGame);
    }
    return games;
  }

  /** This view with the batch's whole games and removals (patches resolved first, by `gamesOf`). */
  withBatch(batch: Omit<FeedBatch, 'patches'>, version: number): FeedView {
    const games = new Map(this.games);
    let reindex = false;
    for (const game of batch.games) {
      const before = games.get(game.id);
      if (!before || indexKey(before) !== indexKey(game)) reindex = true;
      games.set(game.id, game);
    }
    for (const id of batch.removed) reindex = games.delete(id) || reindex;
    const index = reindex ? buildIndex(this.world, games.values()) : this.index;
    return new FeedView(version, batch.seq, this.world, games, index);
  }

  /** Ids of games that differ between two views (added, changed or gone). */
  changedSince(previous: FeedView): number[] {
    const changed: number[] = [];
    for (const [id, game] of this.games) {
      if (previous.games.get(id)?.version !== game.version) changed.push(id);
    }
    for (const id of previous.games.keys()) if (!this.games.has(id)) changed.push(id);
    return changed;
  }
}
