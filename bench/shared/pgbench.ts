import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface PgbenchOptions {
  readonly clients: number;
  readonly threads: number;
  readonly seconds: number;
}

/**
 * pgbench over a custom script with `clients` connections and the extended protocol (one parse per statement,
 * as node-postgres sends an unnamed query), for `seconds`; transactions per second. A run with failed
 * transactions is an error: a figure from a half-failing load would flatter the baseline.
 */
export async function runPgbenchScript(
  url: string,
  script: string,
  options: PgbenchOptions,
): Promise<number> {
  const dir = mkdtempSync(path.join(tmpdir(), 'sb-pgbench-'));
  const file = path.join(dir, 'script.sql');
  writeFileSync(file, script);
  try {
    const args = ['-n', '-M', 'extended', '-c', `${options.clients}`, '-j', `${options.threads}`];
    const stdout = await new Promise<string>((resolve, reject) =>
      execFile(
        'pgbench',
        [...args, '-T', `${options.seconds}`, '-f', file, url],
        { timeout: (options.seconds + 60) * 1000 },
        (error, out, err) =>
          error ? reject(new Error(`pgbench failed: ${err || error.message}\n${script}`)) : resolve(out),
      ),
    );
    const failed = /number of failed transactions: (\d+)/.exec(stdout);
    if (failed && failed[1] !== '0') throw new Error(`pgbench had failed transactions:\n${stdout}`);
    const tps = /tps = ([\d.]+)/.exec(stdout);
    if (!tps) throw new Error(`no tps in pgbench output:\n${stdout}`);
    return Number(tps[1]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
