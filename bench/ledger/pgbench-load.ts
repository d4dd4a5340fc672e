import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ONE_BALANCE_TRANSFER_SQL } from '../../apps/server/src/modules/wallet/ledger/ledger-sql';
import type { BenchLedger } from './ledger-bench-fixture';

/**
 * The service's debit statement with pgbench variables in place of its parameters: the same text, the same
 * values (kind, reference, no memo, no reversal, the time, the two postings), the same transaction around it.
 */
export function pgbenchScript(bench: BenchLedger): string {
  const minId = Math.min(...bench.walletIds);
  const maxId = Math.max(...bench.walletIds);
  if (maxId - minId + 1 !== bench.walletIds.length) throw new Error('pgbench needs consecutive wallet ids');
  const statement = ONE_BALANCE_TRANSFER_SQL.replace('$8::integer[]', 'array[:wallet, :house]::integer[]')
    .replace('$9::bigint[]', 'array[:delta, :credit]::bigint[]')
    .replaceAll('$1::', ':wallet::')
    .replaceAll('$2::', ':delta::')
    .replace('$3::text', `'bench.debit'::text`)
    .replace('$4::text', `'bench'::text`)
    .replace('$5::text', 'null::text')
    .replace('$6::bigint', 'null::bigint')
    .replace('$7::timestamptz', 'now()::timestamptz');
  if (/\$\d/.test(statement)) throw new Error(`a parameter was left in the pgbench script:\n${statement}`);
  return [
    `\\set wallet random(${minId}, ${maxId})`,
    `\\set house ${bench.houseId}`,
    '\\set delta -1',
    '\\set credit 1',
    'begin;',
    `${statement};`,
    'end;',
    '',
  ].join('\n');
}

/**
 * Runs the script with pgbench: `clients` connections, extended query protocol (parse, bind, execute for every
 * statement, as node-postgres sends an unnamed query), for `seconds`. Answers transactions per second.
 */
export async function runPgbench(
  url: string,
  bench: BenchLedger,
  options: { clients: number; threads: number; seconds: number },
): Promise<number> {
  const dir = mkdtempSync(path.join(tmpdir(), 'sb-pgbench-'));
  const script = path.join(dir, 'debit.sql');
  writeFileSync(script, pgbenchScript(bench));
  try {
    const args = [
      '-n',
      '-M',
      'extended',
      '-c',
      `${options.clients}`,
      '-j',
      `${options.threads}`,
      '-T',
      `${options.seconds}`,
    ];
    const stdout = await new Promise<string>((resolve, reject) =>
      execFile(
        'pgbench',
        [...args, '-f', script, url],
        { timeout: (options.seconds + 60) * 1000 },
        (error, out, err) =>
          error ? reject(new Error(`pgbench failed: ${err || error.message}`)) : resolve(out),
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
