import type { FeedGame, FeedMarket, LiveScore } from '../feed/feed-model';
import type { LiveGameSource } from './live-game-source';

const names = (en: string) => ({ en, ru: en, ar: en });

export function fixtureScore(home: number, away: number, elapsedSec = 600): LiveScore {
  return {
    total: { home, away },
    periods: [{ home, away, name: names('1st half') }],
    currentPeriod: 1,
    currentPeriodName: names('1st half'),
    elapsedSec,
    status: names(`${Math.floor(elapsedSec / 60)} minutes`),
    stats: {},
  };
}

/** 1X2 plus `extraTotals` total lines (two outcomes each), so tests can make games as large as they need. */
export function fixtureMarkets(extraTotals = 0): FeedMarket[] {
  const totals = Array.from({ length: extraTotals }, (_, i) => ({
    key: `total-${i}`,
    G: 17,
    outcomes: [
      { G: 17, T: 9, P: 0.5 + i, C: 1500 + i },
      { G: 17, T: 10, P: 0.5 + i, C: 2500 + i },
    ],
  }));
  const result = { key: '1x2', G: 1, outcomes: [1, 2, 3].map((T) => ({ G: 1, T, C: 2000 + T * 100 })) };
  return [result, ...totals];
}

export function fixtureGame(id: number, overrides: Partial<FeedGame> = {}): FeedGame {
  return {
    id,
    constId: id,
    number: id % 1000,
    sportId: 1,
    champId: 100001,
    homeTeamId: 1000001,
    awayTeamId: 1000002,
    startAt: 1_795_000_000,
    live: true,
    finished: false,
    phase: 1,
    top: false,
    score: fixtureScore(0, 0),
    markets: fixtureMarkets(),
    subGames: [],
    info: {},
    version: 1,
    updatedAt: 1_795_000_000,
    ...overrides,
  };
}

/** An in-memory feed for tests and the bench: change games and the hub sees it as it would the FeedStore. */
export class FixtureGameSource implements LiveGameSource {
  private readonly byId = new Map<number, FeedGame>();
  private readonly listeners = new Set<(ids: readonly number[]) => void>();
  private currentSeq = 1;

  constructor(games: readonly FeedGame[] = []) {
    for (const game of games) this.byId.set(game.id, game);
  }

  seq(): number {
    return this.currentSeq;
  }

  games(): Iterable<FeedGame> {
    return this.byId.values();
  }

  game(id: number): FeedGame | undefined {
    return this.byId.get(id);
  }

  onChange(listener: (ids: readonly number[]) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Adds or replaces games as one feed batch. */
  put(...games: FeedGame[]): void {
    for (const game of games) this.byId.set(game.id, game);
    this.emit(games.map((game) => game.id));
  }

  remove(...ids: number[]): void {
    for (const id of ids) this.byId.delete(id);
    this.emit(ids);
  }

  /** Edits one game as the engine would: a new version with the change applied. */
  update(id: number, change: (game: FeedGame) => Partial<FeedGame>): FeedGame {
    const game = this.byId.get(id);
    if (!game) throw new Error(`no game ${id}`);
    const next = { ...game, ...change(game), version: game.version + 1 };
    this.put(next);
    return next;
  }

  /** Sets the price (thousandths) of one outcome of the main markets. */
  setPrice(id: number, G: number, T: number, C: number, P?: number): FeedGame {
    return this.update(id, (game) => ({
      markets: game.markets.map((market) => ({
        ...market,
        outcomes: market.outcomes.map((o) => (o.G === G && o.T === T && o.P === P ? { ...o, C } : o)),
      })),
    }));
  }

  private emit(ids: readonly number[]): void {
    this.currentSeq += 1;
    for (const listener of this.listeners) listener(ids);
  }
}
