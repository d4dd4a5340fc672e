import pg from 'pg';
import { readFileSync } from 'node:fs';

/** CPU time (user + system, ms) of a process from /proc (Linux, 100 ticks a second); 0 when it is gone. */
export function cpuMsOf(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return 0;
  }
}

/** The whole machine's CPU time (ms, all cores) so far: busy, and in all (busy, idle and waiting on I/O). */
export function machineCpuMs(): { busy: number; total: number } {
  const ticks = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.split(/\s+/).slice(1, 9).map(Number);
  const total = ticks.reduce((sum, tick) => sum + tick, 0);
  const [idle = 0, iowait = 0] = ticks.slice(3, 5);
  return { busy: (total - idle - iowait) * 10, total: total * 10 };
}

/** CPU time (ms) of this process's children that have ended and been waited for, such as a finished pgbench. */
export function endedChildrenCpuMs(): number {
  const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[13]) + Number(fields[14])) * 10;
}

/** The PostgreSQL backends serving one database now (a pool keeps its connections for a whole run). */
export async function backendPids(url: string): Promise<number[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ pid: number }>(
      'select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
    );
    return rows.map((row) => row.pid);
  } finally {
    await client.end();
  }
}
