import { fork, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** Starts one of the bench's TypeScript entry points as a child process with an IPC channel. */
export function forkEntry(file: string, env: Record<string, string>): ChildProcess {
  const path = fileURLToPath(new URL(file, import.meta.url));
  const prof = process.env.BENCH_CPU_PROF ? ['--cpu-prof', '--cpu-prof-dir=/tmp/bench-prof'] : [];
  return fork(path, [], {
    // --expose-gc: the servers collect garbage when asked (server-memory.ts); harmless for the others.
    execArgv: ['--import', 'tsx', '--expose-gc', ...prof],
    env: { ...process.env, ...env },
    stdio: 'inherit',
  });
}

/** The next IPC message with that `event`; rejects if the child exits first. */
export function nextEvent<T extends { event: string }>(child: ChildProcess, event: T['event']): Promise<T> {
  return new Promise((resolve, reject) => {
    const onMessage = (message: T) => {
      if (message.event !== event) return;
      child.off('exit', onExit);
      child.off('message', onMessage);
      resolve(message);
    };
    const onExit = (code: number | null) => reject(new Error(`${event}: the child exited with ${code}`));
    child.on('message', onMessage);
    child.once('exit', onExit);
  });
}

export function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.send({ cmd: 'stop' });
  });
}

/** Resident memory of a process, from /proc (Linux). */
export function rssBytes(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = /VmRSS:\s+(\d+)\s+kB/.exec(status)?.[1];
  return kb ? Number(kb) * 1024 : 0;
}

/** CPU time (user + system) a process used so far, in ms, from /proc (Linux; 100 ticks a second). */
export function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) * 10;
}
