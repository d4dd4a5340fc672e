import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { TestApp, TestPlayer } from '../../../../test/harness/test-app';
import type { FeedGame, FeedOutcome } from '../../feed/feed-model';
import { WALLET_SERVICE } from '../../wallet/wallet.contract';
import { FEED_STORE } from '../../feed/store/feed-store.service';
import { bettingRuntime } from '../betting.module';
import { BETTING_MODULES } from './betting-modules';

export const USD = 840;
export const MAKE_BET = '/service-api/LiveBet/Secure/MakeBetWeb';
export const OPEN = '/service-api/LiveBet/Open';
export const SECURE = '/service-api/LiveBet/Secure';

/** The betting test app: the engine's small world on a manual clock. */
export const BETTING_APP = { modules: BETTING_MODULES, settings: { feedWorld: 'small' } } as const;

export interface Bettor {
  readonly player: TestPlayer;
  readonly cookie: string;
  readonly accountId: number;
}

/** An operator call that must answer 200; its `data`. */
export async function ops<T = unknown>(
  t: TestApp,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: object,
): Promise<T> {
  const response = await t.injectOps({ method, url, ...(payload ? { payload } : {}) });
  if (response.statusCode !== 200)
    throw new Error(`${method} ${url}: ${response.statusCode} ${response.body}`);
  return response.json().data as T;
}

/**
 * The betting section (and other sections) of the main partner for every country and language: one layer,
 * replaced each time; no live delay unless asked.
 */
export async function configure(
  t: TestApp,
  betting: Record<string, unknown>,
  sections: Record<string, unknown> = {},
) {
  await ops(t, 'PUT', '/ops-api/site-config/layers', {
    partnerId: 1,
    countryIso: null,
    language: null,
    patch: { betting: { liveBetDelayMs: 0, ...betting }, ...sections },
  });
}

/** A logged-in player with a USD account holding `balance`. */
export async function bettor(t: TestApp, balance: string | number = 100): Promise<Bettor> {
  const player = await t.createPlayer();
  const { accountId } = await t.app.ctx.services
    .get(WALLET_SERVICE)
    .openAccount({ userId: player.id, currencyId: USD });
  if (Number(balance) > 0) await fund(t, player.id, balance);
  return { player, cookie: await login(t, player), accountId };
}

let addresses = 0;
/**
 * Logs a player in as the harness does, from an address of its own: the login rate limit counts per address,
 * and betting tests log in far more players than one address may in a minute.
 */
export async function login(t: TestApp, player: TestPlayer): Promise<string> {
  addresses += 1;
  const response = await t.app.inject({
    method: 'POST',
    url: '/web-api/user/auth',
    remoteAddress: `10.${(addresses >> 16) & 255}.${(addresses >> 8) & 255}.${addresses & 255}`,
    payload: { login: player.email, password: player.password },
  });
  const cookie = response.cookies.find((c) => c.name === 'SESSION');
  if (response.statusCode !== 200 || !cookie)
    throw new Error(`login failed: ${response.statusCode} ${response.body}`);
  return `SESSION=${cookie.value}`;
}

let funding = 0;
export async function fund(t: TestApp, userId: number, amount: string | number): Promise<void> {
  funding += 1;
  await ops(t, 'POST', '/ops-api/ledger/adjustments', {
    userId,
    direction: 'credit',
    amount,
    reason: 'test funds',
    idempotencyKey: `bet-test-${userId}-${funding}-${Date.now()}`,
  });
}

export async function balanceOf(t: TestApp, accountId: number): Promise<number> {
  const wallet = t.app.ctx.services.get(WALLET_SERVICE);
  const { availableMinor } = await wallet.transaction((trx) => wallet.balanceOf(trx, accountId));
  return Number(availableMinor) / 100;
}

/** A game created by the operator: live now, or line starting in `startInSec`. */
export async function game(
  t: TestApp,
  options: { sportId?: number; startInSec?: number } = {},
): Promise<FeedGame> {
  const created = await ops<FeedGame>(t, 'POST', '/ops-api/trading/games', { sportId: 1, ...options });
  await feedHas(t, created.id);
  return created;
}

/** Waits until this process's feed store shows the game at least at `version`. */
export async function feedHas(t: TestApp, gameId: number, version = 0): Promise<FeedGame> {
  const store = t.app.ctx.services.get(FEED_STORE);
  for (let i = 0; i < 200; i++) {
    const found = store.view().games.get(gameId);
    if (found && found.version >= version) return found;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  throw new Error(`game ${gameId} did not reach the feed store`);
}

/** The game's outcome in a market as the feed has it now. */
export function outcomeOf(game: FeedGame, marketKey: string, T: number): FeedOutcome {
  const market = [...game.markets, ...game.subGames.flatMap((s) => s.markets)].find(
    (m) => m.key === marketKey,
  );
  const found = market?.outcomes.find((o) => o.T === T);
  if (!found) throw new Error(`no T${T} in ${marketKey} of ${game.id}`);
  return found;
}

/** A selection in the coupon format. */
export function leg(game: FeedGame, marketKey = '0:1', T = 1, kind?: 1 | 3) {
  const outcome = outcomeOf(game, marketKey, T);
  return {
    GameId: game.id,
    Type: T,
    Coef: outcome.C / 1000,
    Param: outcome.P ?? 0,
    Kind: kind ?? (game.live ? 1 : 3),
  };
}

export function betAs(
  t: TestApp,
  cookie: string,
  payload: object,
  url = MAKE_BET,
): Promise<LightMyRequestResponse> {
  return t.injectAs(cookie, { method: 'POST', url, payload });
}

/** A successful envelope's Value. */
export function valueOf<T = Record<string, unknown>>(response: LightMyRequestResponse): T {
  const body = response.json();
  expect(body, response.body).toMatchObject({ Success: true, ErrorCode: 0 });
  return body.Value as T;
}

/** A refusal's code, with HTTP 200. */
export function refusalOf(response: LightMyRequestResponse): { code: number; value: unknown } {
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json();
  expect(body.Success, response.body).toBe(false);
  return { code: body.ErrorCode, value: body.Value };
}

/** Settles what the engine published: the bus messages applied, the stored table read. */
export async function settleNow(t: TestApp): Promise<void> {
  const { reader } = bettingRuntime(t.app.ctx);
  await reader.idle();
  await reader.pollNow();
}

export async function ledgerIsSound(t: TestApp): Promise<void> {
  const report = await ops<{ ok: boolean; breaches: unknown[] }>(t, 'GET', '/ops-api/ledger/check');
  expect(report.breaches).toEqual([]);
  expect(report.ok).toBe(true);
}

export async function betView(t: TestApp, cookie: string, id: number) {
  const response = await t.injectAs(cookie, { method: 'GET', url: `/web-api/bets/${id}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.bet;
}
