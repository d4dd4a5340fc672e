import type { GamePlace } from './game-image';

interface Departure {
  readonly seq: number;
  readonly place: GamePlace;
}

/**
 * Which games left which subscriptions since a seq (removed from the feed, or moved where a topic no longer
 * covers them, e.g. from line to live), for a bounded number of departures. What changed is in the catalog
 * (each game's last change seq); together they let a reconnecting client catch up without a full snapshot.
 */
export class ResumeLog {
  private readonly departures: Departure[] = [];
  /** A resume from before this seq cannot be replayed: the hub started later or forgot departures. */
  private horizon = 0;

  constructor(private readonly capacity: number) {}

  /** Forgets everything: the hub publishes from `seq` on. */
  startAt(seq: number): void {
    this.departures.length = 0;
    this.horizon = seq;
  }

  recordDeparture(seq: number, place: GamePlace): void {
    this.departures.push({ seq, place });
    if (this.departures.length <= this.capacity) return;
    // Drop the oldest half at once so trimming stays cheap.
    const dropped = this.departures.splice(0, Math.ceil(this.capacity / 2));
    this.horizon = Math.max(this.horizon, dropped.at(-1)?.seq ?? this.horizon);
  }

  canReplay(since: number, currentSeq: number): boolean {
    return since >= this.horizon && since <= currentSeq;
  }

  departedSince(since: number): GamePlace[] {
    return this.departures.filter((departure) => departure.seq > since).map((departure) => departure.place);
  }
}
