import { runPgbenchScript, type PgbenchOptions } from '../shared/pgbench';
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

/** pgbench over the debit script (see `pgbenchScript`), for `seconds`; transactions per second. */
export function runPgbench(url: string, bench: BenchLedger, options: PgbenchOptions): Promise<number> {
  return runPgbenchScript(url, pgbenchScript(bench), options);
}
