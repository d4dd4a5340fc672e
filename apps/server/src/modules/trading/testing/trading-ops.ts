import type { LightMyRequestResponse } from 'fastify';
import type { FeedBatch, FeedGame, FeedMarket } from '../../feed/feed-model';
import { FEED_SOURCE } from '../../feed/feed-source.key';
import { FeedView } from '../../feed/store/feed-view';
import type { TestApp } from '../../../../test/harness/test-app';

/** An operator call; throws with the body when it does not answer 200, so a test reads as the happy path. */
export async function ops<T = FeedGame>(
  t: TestApp,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: Record<string, unknown>,
): Promise<T> {
  const response: LightMyRequestResponse = await t.injectOps({
    method,
    url,
    ...(payload ? { payload } : {}),
  });
  if (response.statusCode !== 200)
    throw new Error(`${method} ${url}: ${response.statusCode} ${response.body}`);
  return response.json().data as T;
}

export const createLiveGame = (t: TestApp, body: Record<string, unknown> = { sportId: 1 }) =>
  ops(t, 'POST', '/ops-api/trading/games', body);

export function marketsOf(game: FeedGame): FeedMarket[] {
  return [...game.markets, ...game.subGames.flatMap((s) => s.markets)];
}

export function price(game: FeedGame, key: string, T: number): { C: number; B?: true } {
  const found = marketsOf(game)
    .find((m) => m.key === key)
    ?.outcomes.find((o) => o.T === T);
  if (!found) throw new Error(`no T${T} in ${key}`);
  return found;
}

/**
 * Collects the batches as readers see them: with the changed games whole, resolved as the feed store does
 * (the bus carries most as patches of the versions readers hold). A patch of a version not held fails the test.
 */
export async function batchesOf(t: TestApp): Promise<{ batches: FeedBatch[]; stop: () => Promise<void> }> {
  const batches: FeedBatch[] = [];
  const source = t.app.ctx.services.get(FEED_SOURCE);
  let view = FeedView.fromSnapshot(await source.snapshot(), 1);
  const stop = await source.onBatch((batch) => {
    if (batch.seq <= view.seq) return;
    const games = view.gamesOf(batch);
    if (!games) throw new Error(`batch ${batch.seq} patches a game version the reader does not hold`);
    view = view.withBatch({ seq: batch.seq, games, removed: batch.removed }, view.version + 1);
    batches.push({ seq: batch.seq, games, removed: batch.removed });
  });
  return { batches, stop };
}
