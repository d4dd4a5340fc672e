import { tradingOpsApi } from '@sportsbook/core/api/routes/trading-ops.routes';
import { AppError } from '../../platform/http/app-error';
import type { RouteRegistrar } from '../../platform/http/route-registrar';
import type { TradingService } from './trading.service';

/** The operator's controls of the trading engine under /ops-api/trading (HTTP only; the engine does the rest). */
export function registerTradingRoutes(routes: RouteRegistrar, trading: TradingService): void {
  const api = tradingOpsApi;
  const run = async (command: Parameters<TradingService['command']>[0]) => ({
    data: await trading.command(command),
  });

  routes.implement(api.status, () => run({ type: 'status' }));
  routes.implement(api.controls, ({ body }) => run({ type: 'controls', ...body }));
  routes.implement(api.ticks, ({ body }) => run({ type: 'run-ticks', ...body }));
  routes.implement(api.createGame, ({ body }) => run({ type: 'create-game', ...body }));
  routes.implement(api.game, async ({ params }) => {
    const stored = await trading.game(params.id);
    if (!stored) throw new AppError('NOT_FOUND', `No game ${params.id}`);
    const { record } = stored;
    return {
      data: {
        game: stored.game,
        engine: {
          status: record.status,
          simSec: record.live?.simSec ?? null,
          blockUntil: record.blockUntil ?? null,
          gameSuspended: record.gameSuspended,
          suspended: record.suspended,
          voided: record.voided,
          priceMoves: record.ratios,
          offeredSelections: record.offered.length,
        },
      },
    };
  });
  routes.implement(api.incident, ({ params, body }) =>
    run({ type: 'incident', gameId: params.id, incident: body }),
  );
  routes.implement(api.score, ({ params, body }) => run({ type: 'score', gameId: params.id, score: body }));
  routes.implement(api.suspend, ({ params, body }) => run({ type: 'suspend', gameId: params.id, ...body }));
  routes.implement(api.reopen, ({ params, body }) => run({ type: 'reopen', gameId: params.id, ...body }));
  routes.implement(api.price, ({ params, body }) =>
    run({
      type: 'move-price',
      gameId: params.id,
      marketKey: body.marketKey,
      T: body.T,
      price: Math.round(body.price * 1000),
    }),
  );
  routes.implement(api.finish, ({ params, body }) => run({ type: 'finish', gameId: params.id, ...body }));
  routes.implement(api.voidMarket, ({ params, body }) =>
    run({ type: 'void-market', gameId: params.id, ...body }),
  );
  routes.implement(api.correct, ({ params, body }) =>
    run({ type: 'correct', gameId: params.id, result: body.result }),
  );
  routes.implement(api.cancel, ({ params }) => run({ type: 'cancel', gameId: params.id }));
  routes.implement(api.settlements, async ({ query }) => ({ data: await trading.settlements(query) }));
}
