import { fixturesOf, indexStartMs, type Fixture } from '../world/calendar';
import type { WorldChamp } from '../world/world.types';

const HOUR_MS = 3_600_000;

/**
 * Keeps every championship's calendar filled up to its horizon: each call schedules the rounds (events)
 * that came within reach since the last, and reports the cursors that moved so they are stored with the
 * new games.
 */
export class CalendarKeeper {
  private readonly cursors: Map<number, number>;
  private readonly byId: Map<number, WorldChamp>;

  constructor(
    champs: readonly { readonly champ: WorldChamp; readonly nextIndex: number }[],
    private readonly seed: number,
  ) {
    this.cursors = new Map(champs.map((c) => [c.champ.id, c.nextIndex]));
    this.byId = new Map(champs.map((c) => [c.champ.id, c.champ]));
  }

  champ(id: number): WorldChamp | undefined {
    return this.byId.get(id);
  }

  get champs(): readonly WorldChamp[] {
    return [...this.byId.values()];
  }

  cursor(champId: number): number {
    return this.cursors.get(champId) ?? 0;
  }

  /** Fixtures of every round that starts before `nowMs` plus the championship's horizon. */
  due(nowMs: number): { fixtures: Fixture[]; moved: Map<number, number> } {
    const fixtures: Fixture[] = [];
    const moved = new Map<number, number>();
    for (const champ of this.byId.values()) {
      const until = nowMs + champ.schedule.horizonHours * HOUR_MS;
      let index = this.cursor(champ.id);
      while (indexStartMs(champ.schedule, index) <= until)
        fixtures.push(...fixturesOf(champ, index++, this.seed));
      if (index !== this.cursor(champ.id)) {
        this.cursors.set(champ.id, index);
        moved.set(champ.id, index);
      }
    }
    return { fixtures: fixtures.sort((a, b) => a.startMs - b.startMs || a.champId - b.champId), moved };
  }
}
