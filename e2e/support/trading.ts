import type { APIRequestContext } from '@playwright/test';
import { expect } from '@playwright/test';
import type { RunningServer } from './server';

/** Creating hundreds of games at once (the performance test) on a busy CI machine can delay publication. */
const LIST_PUBLICATION_WAIT_MS = 30_000;

/** A game as the trading ops routes answer it (prices in thousandths). */
export interface TradingGame {
  id: number;
  sportId: number;
  champId: number;
  markets: {
    key: string;
    G: number;
    outcomes: { G: number; T: number; P?: number; C: number; B?: boolean }[];
  }[];
}

/** The operator's trading routes (docs/API.md, /ops-api/trading/*) with the worker server's token. */
export function trading(request: APIRequestContext, server: RunningServer) {
  const headers = { Authorization: `Bearer ${server.opsToken}` };
  const call = async <T>(method: 'GET' | 'POST' | 'PUT', path: string, data?: unknown): Promise<T> => {
    const response = await request.fetch(`${server.baseURL}/ops-api/trading${path}`, {
      method,
      headers,
      data,
    });
    expect(response.status(), `${method} ${path}: ${await response.text()}`).toBe(200);
    return ((await response.json()) as { data: T }).data;
  };
  const createLiveGame = (sportId: number) => call<TradingGame>('POST', '/games', { sportId, startInSec: 0 });
  return {
    /** A game of the sport, live at once; the public lists show it once the feed store publishes it. */
    createLiveGame,
    /**
     * A game of the sport, live at once, and already in the public live list of its sport: the feed store takes
     * a moment to publish a new game, and a page loaded in that moment would not list it.
     */
    liveGame: async (sportId: number) => {
      const game = await createLiveGame(sportId);
      await expect
        .poll(
          async () => {
            const list = await request.get(
              `${server.baseURL}/service-api/LiveFeed/Get1x2_VZip?sports=${sportId}&count=1000&lng=en`,
            );
            return ((await list.json()) as { Value?: { I: number }[] }).Value?.some((g) => g.I === game.id);
          },
          { timeout: LIST_PUBLICATION_WAIT_MS },
        )
        .toBe(true);
      return game;
    },
    movePrice: (id: number, marketKey: string, T: number, price: number) =>
      call<TradingGame>('PUT', `/games/${id}/prices`, { marketKey, T, price }),
    suspend: (id: number, marketKey: string) =>
      call<TradingGame>('POST', `/games/${id}/suspend`, { marketKey }),
    reopen: (id: number, marketKey: string) =>
      call<TradingGame>('POST', `/games/${id}/reopen`, { marketKey }),
    /** Forces an incident in a live game now: a score (a goal in football), a card or a corner. */
    incident: (id: number, kind: 'score' | 'yellow-card' | 'red-card' | 'corner', side: 'home' | 'away') =>
      call<TradingGame>('POST', `/games/${id}/incidents`, { kind, side }),
    /** Plays every live game on by this many simulated seconds, now. */
    tick: (simSecPerTick: number) => call<unknown>('POST', '/ticks', { count: 1, simSecPerTick }),
    /** Live speed (positive; 0.001 all but holds live games still, only ticks move them); null: the configured one. */
    speed: (speed: number | null) => call<unknown>('PUT', '/controls', { speed }),
  };
}
