import { DEFAULT_MARGINS, type MarginConfig } from '@sportsbook/core/pricing/index';
import type { FeedTeam } from '../../feed/feed-model';
import type { FeedRepository, StoredState } from '../persistence/feed.repository';
import { buildWorld } from '../world/build-world';
import { firstIndexAt } from '../world/calendar';
import type { WorldSize } from '../world/data/world-plans';
import type { CountryLookup } from '../world/roster';
import { CalendarKeeper } from './calendar-keeper';
import { createGame, FIRST_GAME_ID } from './create-game';
import { nominalDurationSec } from './game-duration';
import { advanceGame, goLive } from './game-lifecycle';
import type { TradingGame } from './trading-game';

/** What the leader holds in memory: live games whole, line games by start only. */
export interface EngineMemory {
  state: StoredState;
  /** The game id sequence (sub-games take ids from it too). */
  nextGameId: number;
  readonly keeper: CalendarKeeper;
  readonly teams: Map<number, FeedTeam>;
  readonly live: Map<number, TradingGame>;
  readonly line: Map<number, number>;
}

export interface BootOptions {
  readonly repository: FeedRepository;
  readonly feedSeed: number;
  readonly size: WorldSize;
  readonly speed: number;
  readonly countries: CountryLookup;
  readonly countryNameOf: (countryId: number) => FeedTeam['names'] | undefined;
  readonly nowMs: number;
}

export const marginsOf = (state: StoredState): MarginConfig => state.margins ?? DEFAULT_MARGINS;

/** The first start schedules kick-offs at most this far back, however slow FEED_SPEED makes games. */
const MAX_LOOKBACK_MS = 6 * 3_600_000;

function index(games: readonly TradingGame[]): Pick<EngineMemory, 'live' | 'line'> {
  const live = new Map<number, TradingGame>();
  const line = new Map<number, number>();
  for (const tg of games) {
    if (tg.record.status === 'live') live.set(tg.game.id, tg);
    if (tg.record.status === 'line') line.set(tg.game.id, tg.game.startAt * 1000);
  }
  return { live, line };
}

/**
 * The first start: builds the world, schedules every championship up to its horizon (kick-offs of the
 * last hours that would still be playing included), plays those up to now, and stores it all as seq 1.
 */
async function createWorld(options: BootOptions): Promise<EngineMemory> {
  const { nowMs, speed, feedSeed } = options;
  const world = buildWorld(feedSeed, options.size, options.countries);
  const teams = new Map(world.teams.map((t) => [t.id, t]));
  const durationMs = (champ: (typeof world.champs)[number]) =>
    Math.min(MAX_LOOKBACK_MS, (nominalDurationSec(champ.format) * 1000) / speed);
  const keeper = new CalendarKeeper(
    world.champs.map((champ) => ({
      champ,
      nextIndex: firstIndexAt(champ.schedule, nowMs, durationMs(champ)),
    })),
    feedSeed,
  );
  let nextId = FIRST_GAME_ID;
  const games: TradingGame[] = [];
  for (const fixture of keeper.due(nowMs).fixtures) {
    const champ = keeper.champ(fixture.champId)!;
    if (fixture.startMs + durationMs(champ) < nowMs) continue;
    const context = {
      champ,
      teams,
      country: options.countryNameOf(champ.countryId),
      feedSeed,
      margins: DEFAULT_MARGINS,
      nowMs,
      nextId: () => nextId++,
    };
    const tg = createGame(fixture, context);
    if (fixture.startMs <= nowMs) {
      goLive(tg, DEFAULT_MARGINS, nowMs);
      advanceGame(tg, nowMs, speed, 0, DEFAULT_MARGINS);
    }
    games.push(tg);
  }
  const cursors = new Map(world.champs.map((c) => [c.id, keeper.cursor(c.id)]));
  const state = await options.repository.createWorld(
    world,
    { size: options.size, seed: feedSeed, nowMs, nextGameId: nextId, cursors },
    games,
  );
  for (const tg of games) tg.published = tg.game;
  return { state, nextGameId: state.nextGameId, keeper, teams, ...index(games) };
}

/** A new leader: the stored world and games (a fresh fencing epoch), or a new world on the first start. */
export async function loadOrCreate(options: BootOptions): Promise<EngineMemory> {
  const { repository } = options;
  if (!(await repository.state())) return createWorld(options);
  const state = await repository.takeover();
  const [champs, teams, live, line] = await Promise.all([
    repository.champs(),
    repository.teams(),
    repository.liveGames(),
    repository.lineGames(),
  ]);
  return {
    state,
    nextGameId: state.nextGameId,
    keeper: new CalendarKeeper(champs, options.feedSeed),
    teams: new Map(teams.map((t) => [t.id, t])),
    live: new Map(live.map((tg) => [tg.game.id, tg])),
    line: new Map(line.map((g) => [g.id, g.startMs])),
  };
}
