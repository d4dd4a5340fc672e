import pg from 'pg';

/** What the backends running bets were doing, as shares of the samples (CPU: running or waiting for a core). */
export type WaitShares = ReadonlyMap<string, number>;

const SAMPLE_EVERY_MS = 20;

/**
 * Samples pg_stat_activity while a load runs: for each backend of the database busy with a bet statement, its
 * wait event (none means it is on a core or waiting for one). It tells a database short of CPU from one waiting
 * on its WAL flushes or on row locks. One connection and one small query every 20 ms, from this process.
 */
export async function sampleWaits<T>(
  url: string,
  run: () => Promise<T>,
): Promise<{ result: T; waits: WaitShares }> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const counts = new Map<string, number>();
  let sampling = true;
  const loop = (async () => {
    while (sampling) {
      const { rows } = await client.query<{ wait: string }>(
        `select coalesce(wait_event_type || ':' || wait_event, 'CPU') as wait from pg_stat_activity
         where datname = current_database() and pid <> pg_backend_pid() and state = 'active'
           and query like '%bet\\_place%'`,
      );
      for (const { wait } of rows) counts.set(wait, (counts.get(wait) ?? 0) + 1);
      await new Promise((resolve) => setTimeout(resolve, SAMPLE_EVERY_MS));
    }
  })();
  try {
    const result = await run();
    return { result, waits: shares(counts) };
  } finally {
    sampling = false;
    await loop;
    await client.end();
  }
}

function shares(counts: ReadonlyMap<string, number>): WaitShares {
  const total = [...counts.values()].reduce((sum, count) => sum + count, 0);
  return new Map(
    [...counts].sort((a, b) => b[1] - a[1]).map(([wait, count]) => [wait, count / Math.max(total, 1)]),
  );
}

/** The largest shares, as "CPU 49%, IO:WALSync 26%, …"; the rest summed as "other". */
export function describeWaits(waits: WaitShares, shown = 4): string {
  const entries = [...waits];
  const head = entries.slice(0, shown).map(([wait, share]) => `${wait} ${Math.round(share * 100)}%`);
  const rest = entries.slice(shown).reduce((sum, [, share]) => sum + share, 0);
  return [...head, ...(rest > 0 ? [`other ${Math.round(rest * 100)}%`] : [])].join(', ');
}
