import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AUTH_SERVICE } from '../../apps/server/src/modules/auth/auth.service';
import type { FeedGame } from '../../apps/server/src/modules/feed/feed-model';
import { FEED_STORE } from '../../apps/server/src/modules/feed/store/feed-store.service';
import { WALLET_SERVICE } from '../../apps/server/src/modules/wallet/wallet.contract';

export const BENCH_OPS_TOKEN = 'bench-ops-token-0123456789abcdef';
const USD = 840;
const FUNDS_MINOR = 100_000_000n;

/** What the load needs: a session per player, the selections to bet on, and the ids pgbench reproduces. */
export interface BetsFixture {
  readonly cookies: string[];
  readonly legs: { GameId: number; Type: number; Coef: number; Param: number; Kind: number }[];
  readonly userIds: number[];
  readonly accountIds: number[];
}

async function ops<T>(
  app: FastifyInstance,
  method: 'POST' | 'PUT',
  url: string,
  payload: object,
): Promise<T> {
  const response = await app.inject({
    method,
    url,
    payload,
    headers: { authorization: `Bearer ${BENCH_OPS_TOKEN}` },
  });
  if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
  return response.json().data as T;
}

/**
 * Line games to bet on (no live delay), and `players` players each with a session and a USD wallet funded
 * through the ledger far beyond what the bench stakes. No limit or liability refuses a bench bet.
 */
export async function prepareBets(
  app: FastifyInstance,
  players: number,
  games: number,
): Promise<BetsFixture> {
  const { services } = app.ctx;
  const auth = services.get(AUTH_SERVICE);
  const wallet = services.get(WALLET_SERVICE);
  await ops(app, 'PUT', '/ops-api/site-config/layers', {
    partnerId: 1,
    countryIso: null,
    language: null,
    patch: {
      betting: {
        liveBetDelayMs: 0,
        rules: { limits: { maxStakeBase: 5000, maxPayoutBase: 1e9, maxMarketLiabilityBase: 1e11 } },
      },
    },
  });
  const created: FeedGame[] = [];
  for (let i = 0; i < games; i++)
    created.push(
      await ops<FeedGame>(app, 'POST', '/ops-api/trading/games', { sportId: 1, startInSec: 2 * 86_400 }),
    );
  const store = services.get(FEED_STORE);
  while (created.some((game) => !store.view().games.has(game.id)))
    await new Promise((r) => setTimeout(r, 20));
  const request = { ip: '127.0.0.1', headers: {}, log: app.log } as unknown as FastifyRequest;
  const house = wallet.houseAccountId('adjustments', 'USD');
  const cookies: string[] = [];
  const userIds: number[] = [];
  const accountIds: number[] = [];
  for (let i = 0; i < players; i++) {
    const id = await auth.createUser({ email: `bench-${i}@bench.local`, passwordHash: 'x' });
    const user = (await auth.findUser(id))!;
    const { token } = await auth.startSession({ user, remember: true, loginKind: 'password', request });
    const { accountId } = await wallet.openAccount({ userId: id, currencyId: USD });
    await wallet.transaction((trx) =>
      wallet.post(trx, {
        kind: 'adjustment.credit',
        reference: `bench:${id}`,
        postings: [
          { accountId: house, amountMinor: -FUNDS_MINOR },
          { accountId, amountMinor: FUNDS_MINOR },
        ],
      }),
    );
    cookies.push(`SESSION=${token}`);
    userIds.push(id);
    accountIds.push(accountId);
  }
  return {
    cookies,
    legs: created.map((game) => {
      const home = game.markets.find((m) => m.key === '0:1')!.outcomes.find((o) => o.T === 1)!;
      return { GameId: game.id, Type: 1, Coef: home.C / 1000, Param: 0, Kind: 3 };
    }),
    userIds,
    accountIds,
  };
}
