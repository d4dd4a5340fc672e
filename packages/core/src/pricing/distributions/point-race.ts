/** 0 the home side (player A), 1 the away side. */
export type Side = 0 | 1;

export const other = (side: Side): Side => (side === 0 ? 1 : 0);

export const sideOf = (side: 'home' | 'away'): Side => (side === 'home' ? 0 : 1);

/** Who serves the next point, from the score after a point and who served and won it. */
export type ServeRule = (a: number, b: number, server: Side, winner: Side) => Side;

/** A race to `target` points won by two: a tennis game or tiebreak, a volleyball or table tennis set. */
export interface RaceRules {
  readonly target: number;
  readonly serve: ServeRule;
  /** How many ties past the target the score is followed exactly (default 20); beyond, see raceOutcomes. */
  readonly extraTies?: number;
}

export interface RaceStart {
  readonly a: number;
  readonly b: number;
  /** Who serves the next point. */
  readonly server: Side;
}

export interface FinalScore {
  readonly a: number;
  readonly b: number;
  readonly p: number;
}

/** The probability that `side` wins a point served by `server`. */
function pointWin(win: readonly [number, number], server: Side, side: Side): number {
  return side === server ? win[server] : 1 - win[server];
}

/** From a tie at (c, c) with `server` to serve: A's share of the chances of taking the next two points. */
function tieWinProbability(
  rules: RaceRules,
  win: readonly [number, number],
  c: number,
  server: Side,
): number {
  const twoInARow = (side: Side) => {
    const next = side === 0 ? rules.serve(c + 1, c, server, 0) : rules.serve(c, c + 1, server, 1);
    return pointWin(win, server, side) * pointWin(win, next, side);
  };
  const either = twoInARow(0) + twoInARow(1);
  return either > 0 ? twoInARow(0) / either : 0.5;
}

/**
 * The distribution of the final score of a race, point by point (dynamic programming over score and
 * server). `win[s]` is the probability that side s wins a point it serves. Past `extraTies` ties (where
 * little mass is left: each tie needs a won and a lost point) the rest is shared by a two-point lookahead
 * (A wins from a tie in the proportion of the chances of taking the next two points) and its score put
 * at two past that tie.
 */
export function raceOutcomes(
  rules: RaceRules,
  win: readonly [number, number],
  start: RaceStart,
): FinalScore[] {
  const { target, serve, extraTies = 20 } = rules;
  const cap = Math.max(target - 1 + extraTies, start.a, start.b);
  const size = cap + 3;
  const state = new Float64Array(size * size * 2);
  const final = new Float64Array(size * size);
  const at = (a: number, b: number, s: Side) => (a * size + b) * 2 + s;
  state[at(start.a, start.b, start.server)] = 1;
  const play = (a: number, b: number, server: Side, winner: Side, q: number) => {
    const a2 = winner === 0 ? a + 1 : a;
    const b2 = winner === 1 ? b + 1 : b;
    if (Math.max(a2, b2) >= target && Math.abs(a2 - b2) >= 2) final[a2 * size + b2] += q;
    else state[at(a2, b2, serve(a2, b2, server, winner))] += q;
  };
  for (let n = start.a + start.b; n <= 2 * cap; n++) {
    for (let a = Math.max(0, n - cap); a <= Math.min(n, cap); a++) {
      const b = n - a;
      for (const s of [0, 1] as const) {
        const q = state[at(a, b, s)];
        if (q === 0) continue;
        if (a === cap && b === cap) {
          const aWins = tieWinProbability(rules, win, cap, s);
          final[(cap + 2) * size + cap] += q * aWins;
          final[cap * size + cap + 2] += q * (1 - aWins);
          continue;
        }
        play(a, b, s, s, q * pointWin(win, s, s));
        play(a, b, s, other(s), q * pointWin(win, s, other(s)));
      }
    }
  }
  const outcomes: FinalScore[] = [];
  for (let i = 0; i < final.length; i++) {
    if (final[i] > 1e-14) outcomes.push({ a: Math.floor(i / size), b: i % size, p: final[i] });
  }
  return outcomes;
}

/** The probability that side 0 wins the race. */
export function raceWinProbability(outcomes: readonly FinalScore[]): number {
  return outcomes.reduce((sum, o) => (o.a > o.b ? sum + o.p : sum), 0);
}
