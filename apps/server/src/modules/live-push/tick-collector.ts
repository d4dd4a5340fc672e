import type { GameCatalog } from './game-catalog';
import { diffImages, imageOf, stateTextOf, type GamePlace } from './game-image';
import type { LiveGameSource } from './live-game-source';
import type { ResumeLog } from './resume-log';
import type { SubscriptionGroup, SubscriptionGroups } from './subscription-groups';

function samePlace(a: GamePlace, b: GamePlace): boolean {
  return a.sportId === b.sportId && a.champId === b.champId && a.live === b.live;
}

/**
 * Publishes the games changed during a tick into the catalog and hands each subscription group its share:
 * a diff (serialised once per game, whichever groups take it), a whole game when it joined the group's
 * topics, an id when it left them. Returns the groups that have something to send.
 */
export class TickCollector<Member> {
  constructor(
    private readonly source: LiveGameSource,
    private readonly catalog: GameCatalog,
    private readonly groups: SubscriptionGroups<Member>,
    private readonly departures: ResumeLog,
  ) {}

  /** A game that fails is reported and skipped, so one bad game never holds back the others. */
  collect(
    gameIds: Iterable<number>,
    seq: number,
    onError: (gameId: number, err: unknown) => void,
  ): Set<SubscriptionGroup<Member>> {
    const touched = new Set<SubscriptionGroup<Member>>();
    for (const id of gameIds) {
      try {
        this.collectGame(id, seq, touched);
      } catch (err) {
        onError(id, err);
      }
    }
    return touched;
  }

  private collectGame(id: number, seq: number, touched: Set<SubscriptionGroup<Member>>): void {
    const game = this.source.game(id);
    const before = this.catalog.image(id);
    if (!game) {
      if (!before) return;
      this.catalog.remove(id);
      this.departures.recordDeparture(seq, before.place);
      this.groups.forEachCovering(before.place, (group) => {
        group.removed.push(id);
        touched.add(group);
      });
      return;
    }
    const after = imageOf(game);
    if (!before) {
      // Built before the game is published, so a game that cannot be written never enters the catalog.
      const state = stateTextOf(after);
      this.catalog.put(after, seq, state);
      this.groups.forEachCovering(after.place, (group) => {
        group.added.push(state);
        touched.add(group);
      });
      return;
    }
    const diff = diffImages(before, after);
    if (!samePlace(before.place, after.place)) {
      const state = stateTextOf(after);
      this.catalog.put(after, seq, state);
      this.collectMove(
        before.place,
        after.place,
        state,
        diff ? JSON.stringify(diff) : undefined,
        seq,
        touched,
      );
      return;
    }
    if (!diff) return;
    this.catalog.put(after, seq);
    const diffText = JSON.stringify(diff);
    this.groups.forEachCovering(after.place, (group) => {
      group.diffs.push(diffText);
      touched.add(group);
    });
  }

  /** Groups covering the game before and after get the diff; only after, the whole game; only before, its id. */
  private collectMove(
    from: GamePlace,
    to: GamePlace,
    state: string,
    diffText: string | undefined,
    seq: number,
    touched: Set<SubscriptionGroup<Member>>,
  ): void {
    this.departures.recordDeparture(seq, from);
    const leaving = new Set<SubscriptionGroup<Member>>();
    this.groups.forEachCovering(from, (group) => leaving.add(group));
    this.groups.forEachCovering(to, (group) => {
      if (!leaving.delete(group)) group.added.push(state);
      else if (diffText) group.diffs.push(diffText);
      else return;
      touched.add(group);
    });
    for (const group of leaving) {
      group.removed.push(to.id);
      touched.add(group);
    }
  }
}
