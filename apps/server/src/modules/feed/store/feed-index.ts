import type { FeedChamp, FeedGame, FeedSport, FeedTeam } from '../feed-model';
import { kindOf, type FeedKind } from './feed-kind';

/** Sports, championships and teams: they change only with a snapshot. */
export interface FeedWorld {
  readonly sports: ReadonlyMap<number, FeedSport>;
  readonly champs: ReadonlyMap<number, FeedChamp>;
  readonly teams: ReadonlyMap<number, FeedTeam>;
}

/** The games of one feed in its order, and the same order split by sport, championship and team. */
export interface KindIndex {
  readonly ordered: readonly number[];
  readonly bySport: ReadonlyMap<number, readonly number[]>;
  readonly byChamp: ReadonlyMap<number, readonly number[]>;
  readonly byTeam: ReadonlyMap<number, readonly number[]>;
}

export interface FeedIndex {
  readonly line: KindIndex;
  readonly live: KindIndex;
  /** Finished games (results), latest start first. */
  readonly finished: KindIndex;
  /** Sub-game id -> the id of the game it belongs to. */
  readonly parentOf: ReadonlyMap<number, number>;
}

/** What places a game in the indexes; a batch that changes none of it keeps them. */
export function indexKey(game: FeedGame): string {
  const subGames = game.subGames.map((sub) => sub.id).join(',');
  return `${kindOf(game)}|${game.sportId}|${game.champId}|${game.homeTeamId}|${game.awayTeamId}|${game.startAt}|${subGames}`;
}

type Compare = (a: FeedGame, b: FeedGame) => number;

function orderOf(world: FeedWorld) {
  const sportSort = (id: number) => world.sports.get(id)?.sort ?? Number.MAX_SAFE_INTEGER;
  const champSort = (id: number) => world.champs.get(id)?.sort ?? Number.MAX_SAFE_INTEGER;
  const byChamp: Compare = (a, b) => champSort(a.champId) - champSort(b.champId) || a.champId - b.champId;
  const bySport: Compare = (a, b) => sportSort(a.sportId) - sportSort(b.sportId) || a.sportId - b.sportId;
  // spec/linefeed-format.md: line by start time then championship; live by sport, championship, start time.
  const line: Compare = (a, b) => a.startAt - b.startAt || byChamp(a, b) || a.id - b.id;
  const live: Compare = (a, b) => bySport(a, b) || byChamp(a, b) || a.startAt - b.startAt || a.id - b.id;
  const finished: Compare = (a, b) => b.startAt - a.startAt || b.id - a.id;
  return { line, live, finished };
}

function push(map: Map<number, number[]>, key: number, id: number): void {
  const list = map.get(key);
  if (list) list.push(id);
  else map.set(key, [id]);
}

function kindIndex(games: FeedGame[], compare: Compare): KindIndex {
  games.sort(compare);
  const bySport = new Map<number, number[]>();
  const byChamp = new Map<number, number[]>();
  const byTeam = new Map<number, number[]>();
  for (const game of games) {
    push(bySport, game.sportId, game.id);
    push(byChamp, game.champId, game.id);
    // Team 0 is no team (an event with a title).
    if (game.homeTeamId !== 0) push(byTeam, game.homeTeamId, game.id);
    if (game.awayTeamId !== 0 && game.awayTeamId !== game.homeTeamId) push(byTeam, game.awayTeamId, game.id);
  }
  return { ordered: games.map((game) => game.id), bySport, byChamp, byTeam };
}

export function buildIndex(world: FeedWorld, games: Iterable<FeedGame>): FeedIndex {
  const split: Record<FeedKind | 'finished', FeedGame[]> = { line: [], live: [], finished: [] };
  const parentOf = new Map<number, number>();
  for (const game of games) {
    split[kindOf(game) ?? 'finished'].push(game);
    for (const sub of game.subGames) parentOf.set(sub.id, game.id);
  }
  const order = orderOf(world);
  return {
    line: kindIndex(split.line, order.line),
    live: kindIndex(split.live, order.live),
    finished: kindIndex(split.finished, order.finished),
    parentOf,
  };
}
