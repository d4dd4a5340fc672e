import { z } from 'zod';
import { defineRoute, type RouteDefinition } from '../route-definition';

const common = { auth: 'ops', envelope: 'standard', tag: 'ops', issue: 3 } as const;

const gameParams = z.object({ id: z.coerce.number().int().positive() });
const score = z.object({ home: z.number().int().min(0).max(1000), away: z.number().int().min(0).max(1000) });
const marketKey = z.string().regex(/^\d+:\d+(:-?\d+(\.\d+)?)?$/, 'a market key such as 0:17:2.5');

/** A result as the operator states it: per-period scores or the final score, or an outright's winner. */
export const statedResultSchema = z
  .object({
    periods: z.array(score).min(1).max(20).optional(),
    score: score.optional(),
    overtime: score.optional(),
    winner: z.number().int().min(1).max(100).optional(),
    corners: score.optional(),
    cards: score.optional(),
  })
  .refine((r) => r.periods || r.score || r.winner, { message: 'required', path: ['score'] });

export const marginsSchema = z.object({
  main: z.number().min(0).max(0.5),
  secondary: z.number().min(0).max(0.5),
  exotic: z.number().min(0).max(0.5),
  outright: z.number().min(0).max(1),
});

export const tradingStatusSchema = z.object({
  leader: z.literal(true),
  seq: z.number().int(),
  epoch: z.number().int(),
  speed: z.number(),
  margins: marginsSchema,
  liveGames: z.number().int(),
  lineGames: z.number().int(),
  lastTickMs: z.number().nullable(),
  lastTickDurationMs: z.number().nullable(),
});

const GAME_ANSWER =
  '{ data: the game as the engine publishes it (FeedGame: markets with their keys, sub-games, score, phase) }';

export const tradingOpsApi = {
  status: defineRoute({
    ...common,
    id: 'ops.trading.status',
    method: 'GET',
    path: '/ops-api/trading/status',
    summary:
      'The feed engine of the leading process: seq, speed, margins, live and line game counts, last tick time',
    response: z.object({ data: tradingStatusSchema }),
  }),
  controls: defineRoute({
    ...common,
    id: 'ops.trading.controls',
    method: 'PUT',
    path: '/ops-api/trading/controls',
    summary:
      'Set the live speed (null goes back to FEED_SPEED) and the margins per market tier; kept across restarts',
    bodyKind: 'json',
    body: z.object({
      speed: z.number().positive().max(1000).nullable().optional(),
      margins: marginsSchema.optional(),
    }),
    response: z.object({ data: tradingStatusSchema }),
  }),
  ticks: defineRoute({
    ...common,
    id: 'ops.trading.ticks',
    method: 'POST',
    path: '/ops-api/trading/ticks',
    summary:
      'Run engine ticks now, each playing every live game simSecPerTick more simulated seconds (tests skip the wait this way)',
    bodyKind: 'json',
    body: z.object({
      count: z.number().int().min(1).max(1000).default(1),
      simSecPerTick: z.number().min(0).max(86_400).default(0),
    }),
    response: z.object({
      data: z.object({
        seq: z.number().int(),
        ticks: z.number().int(),
        changedGames: z.number().int(),
        settledGames: z.number().int(),
      }),
    }),
  }),
  createGame: defineRoute({
    ...common,
    id: 'ops.trading.games.create',
    method: 'POST',
    path: '/ops-api/trading/games',
    summary:
      'Create a game of a sport (championship and teams given or drawn at random) starting now (live at once) or in startInSec',
    bodyKind: 'json',
    body: z.object({
      sportId: z.number().int().positive(),
      champId: z.number().int().positive().optional(),
      homeTeamId: z.number().int().positive().optional(),
      awayTeamId: z.number().int().positive().optional(),
      startInSec: z
        .number()
        .int()
        .min(0)
        .max(14 * 86_400)
        .optional(),
    }),
    responseDescription: GAME_ANSWER,
  }),
  game: defineRoute({
    ...common,
    id: 'ops.trading.games.get',
    method: 'GET',
    path: '/ops-api/trading/games/:id',
    summary:
      'A game as stored: the published document and the engine state (status, suspended and voided markets, price moves)',
    params: gameParams,
    responseDescription: '{ data: { game, engine } }',
  }),
  incident: defineRoute({
    ...common,
    id: 'ops.trading.games.incident',
    method: 'POST',
    path: '/ops-api/trading/games/:id/incidents',
    summary:
      'Force an incident in a live game: a score (goal, points, a tennis point, a map) or a football card or corner; prices move at once',
    params: gameParams,
    bodyKind: 'json',
    body: z.object({
      kind: z.enum(['score', 'yellow-card', 'red-card', 'corner']),
      side: z.enum(['home', 'away']),
      points: z.number().int().min(1).max(10).optional(),
    }),
    responseDescription: GAME_ANSWER,
  }),
  score: defineRoute({
    ...common,
    id: 'ops.trading.games.score',
    method: 'PUT',
    path: '/ops-api/trading/games/:id/score',
    summary:
      'Raise the score of a live goal or points game to the one given (scores only go up; correct a result for the rest)',
    params: gameParams,
    bodyKind: 'json',
    body: score,
    responseDescription: GAME_ANSWER,
  }),
  suspend: defineRoute({
    ...common,
    id: 'ops.trading.games.suspend',
    method: 'POST',
    path: '/ops-api/trading/games/:id/suspend',
    summary:
      'Suspend one market (its selections published blocked) or, without marketKey, the whole game (phase 3)',
    params: gameParams,
    bodyKind: 'json',
    body: z.object({ marketKey: marketKey.optional() }),
    responseDescription: GAME_ANSWER,
  }),
  reopen: defineRoute({
    ...common,
    id: 'ops.trading.games.reopen',
    method: 'POST',
    path: '/ops-api/trading/games/:id/reopen',
    summary: 'Reopen a suspended market or, without marketKey, the game',
    params: gameParams,
    bodyKind: 'json',
    body: z.object({ marketKey: marketKey.optional() }),
    responseDescription: GAME_ANSWER,
  }),
  price: defineRoute({
    ...common,
    id: 'ops.trading.games.price',
    method: 'PUT',
    path: '/ops-api/trading/games/:id/prices',
    summary:
      'Move a selection’s price (decimal odds); the engine keeps the move as a factor on its later prices',
    params: gameParams,
    bodyKind: 'json',
    body: z.object({ marketKey, T: z.number().int().positive(), price: z.number().min(1.01).max(1000) }),
    responseDescription: GAME_ANSWER,
  }),
  finish: defineRoute({
    ...common,
    id: 'ops.trading.games.finish',
    method: 'POST',
    path: '/ops-api/trading/games/:id/finish',
    summary:
      'Finish a game with the result given, or (live games) play it out at once; every selection it offered is settled',
    params: gameParams,
    bodyKind: 'json',
    body: z.object({ result: statedResultSchema.optional() }),
    responseDescription: GAME_ANSWER,
  }),
  voidMarket: defineRoute({
    ...common,
    id: 'ops.trading.games.void',
    method: 'POST',
    path: '/ops-api/trading/games/:id/void',
    summary: 'Void a market: its selections are settled void at once and it is withdrawn',
    params: gameParams,
    bodyKind: 'json',
    body: z.object({ marketKey }),
    responseDescription: GAME_ANSWER,
  }),
  correct: defineRoute({
    ...common,
    id: 'ops.trading.games.correct',
    method: 'POST',
    path: '/ops-api/trading/games/:id/correction',
    summary:
      'Correct a finished game’s result: every selection is settled again and published with corrected=true',
    params: gameParams,
    bodyKind: 'json',
    body: z.object({ result: statedResultSchema }),
    responseDescription: GAME_ANSWER,
  }),
  cancel: defineRoute({
    ...common,
    id: 'ops.trading.games.cancel',
    method: 'POST',
    path: '/ops-api/trading/games/:id/cancel',
    summary: 'Cancel a game (phase 4): every selection it offered is settled void',
    params: gameParams,
    responseDescription: GAME_ANSWER,
  }),
  settlements: defineRoute({
    ...common,
    id: 'ops.trading.settlements',
    method: 'GET',
    path: '/ops-api/trading/settlements',
    summary: 'Settlement events as stored (feed_settlements), oldest first: of a game, or after a seq',
    query: z.object({
      gameId: z.coerce.number().int().positive().optional(),
      sinceSeq: z.coerce.number().int().min(0).optional(),
      limit: z.coerce.number().int().min(1).max(5000).default(1000),
    }),
    responseDescription:
      '{ data: [{ seq, gameId, subGameId, marketKey, G, T, P, outcome (won, lost, void, half-won, half-lost), corrected }] }',
  }),
} as const;

export const tradingOpsRoutes: readonly RouteDefinition[] = Object.values(tradingOpsApi);
