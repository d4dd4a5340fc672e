import { readFileSync } from 'node:fs';
import type { Kysely } from 'kysely';
import type { Database } from '../../apps/server/src/db/database';
import type { FeedGame } from '../../apps/server/src/modules/feed/feed-model';
import { FeedRepository } from '../../apps/server/src/modules/trading/persistence/feed.repository';
import { openPostgres } from '../../apps/server/src/platform/db/create-database';

export interface BenchGames {
  /** The feed's seq in the database: the driver's batches follow it. */
  readonly seq: number;
  readonly games: readonly FeedGame[];
}

/** Creates live football games through the engine's operator API (each starts now) and returns their ids. */
export async function createLiveGames(baseUrl: string, opsToken: string, count: number): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < count; i++) {
    const response = await fetch(`${baseUrl}/ops-api/trading/games`, {
      method: 'POST',
      headers: { authorization: `Bearer ${opsToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ sportId: 1 }),
    });
    if (!response.ok) throw new Error(`creating a live game: ${response.status} ${await response.text()}`);
    ids.push(((await response.json()) as { data: FeedGame }).data.id);
  }
  return ids;
}

/** The bench's games as the database holds them (the feed snapshot every server process starts from). */
export async function loadBenchGames(databaseUrl: string, idsFile: string): Promise<BenchGames> {
  const ids = new Set(JSON.parse(readFileSync(idsFile, 'utf8')) as number[]);
  const handle = openPostgres(databaseUrl, 1);
  try {
    const snapshot = await new FeedRepository(handle.db as Kysely<Database>).snapshot();
    const games = snapshot.games.filter((game) => ids.has(game.id) && game.live);
    if (games.length !== ids.size) throw new Error(`${games.length} of the ${ids.size} bench games are live`);
    return { seq: snapshot.seq, games };
  } finally {
    await handle.close();
  }
}

/** An outcome's identity as the protocol writes it: G, T and P (0 when absent). */
export function outcomeKeyOf(outcome: { G: number; T: number; P?: number }): string {
  return `${outcome.G}:${outcome.T}:${outcome.P ?? 0}`;
}
