import { readFileSync, readdirSync } from 'node:fs';

/** A process's /proc/<pid>/stat: its command's name and the fields after it ([1] parent, [11..14] CPU ticks). */
function statOf(pid: string): { comm: string; fields: string[] } | null {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const close = text.lastIndexOf(') ');
    return { comm: text.slice(text.indexOf('(') + 1, close), fields: text.slice(close + 2).split(' ') };
  } catch {
    return null;
  }
}

/** Ticks (100 a second on Linux) as ms. */
const ms = (...ticks: (string | undefined)[]) => ticks.reduce((sum, tick) => sum + Number(tick ?? 0), 0) * 10;

/** CPU time (user + system, ms) of a process; 0 when it is gone. */
export function cpuMsOf(pid: number): number {
  const stat = statOf(String(pid));
  return stat ? ms(stat.fields[11], stat.fields[12]) : 0;
}

/** CPU time (ms) of this process's children that have ended and been waited for, such as a finished pgbench. */
export function endedChildrenCpuMs(): number {
  const { fields } = statOf('self')!;
  return ms(fields[13], fields[14]);
}

/**
 * CPU time (ms) of the PostgreSQL server on this machine: all its processes (the backends, whichever
 * connections a pool opens or closes meanwhile, and the WAL writer, checkpointer and autovacuum that bets make
 * work for), plus those that have ended, which count in the postmaster's children's time.
 */
export function postgresCpuMs(): number {
  const processes = new Map<string, string[]>();
  for (const pid of readdirSync('/proc')) {
    const stat = /^\d+$/.test(pid) ? statOf(pid) : null;
    if (stat?.comm === 'postgres') processes.set(pid, stat.fields);
  }
  let total = 0;
  for (const fields of processes.values()) {
    total += ms(fields[11], fields[12]);
    if (!processes.has(fields[1]!)) total += ms(fields[13], fields[14]);
  }
  return total;
}

/** The whole machine's CPU time (ms, all cores) so far: busy, and in all (busy, idle and waiting on I/O). */
export function machineCpuMs(): { busy: number; total: number } {
  const ticks = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.split(/\s+/).slice(1, 9).map(Number);
  const total = ticks.reduce((sum, tick) => sum + tick, 0);
  const [idle = 0, iowait = 0] = ticks.slice(3, 5);
  return { busy: (total - idle - iowait) * 10, total: total * 10 };
}
