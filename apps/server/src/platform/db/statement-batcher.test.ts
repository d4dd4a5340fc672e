import { describe, expect, it } from 'vitest';
import { StatementBatcher, type Settled } from './statement-batcher';

/** A batch runner whose batches answer only when the test says so. */
function gatedRunner() {
  const batches: {
    items: readonly number[];
    answer: (answers?: Settled<number>[]) => void;
    fail: (e: Error) => void;
  }[] = [];
  const run = (items: readonly number[]) =>
    new Promise<readonly Settled<number>[]>((resolve, reject) => {
      batches.push({
        items,
        answer: (answers) => resolve(answers ?? items.map((item) => ({ ok: true, value: item * 10 }))),
        fail: reject,
      });
    });
  return { batches, run };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('StatementBatcher', () => {
  it('sends a call at once, alone, while fewer batches than the limit run', async () => {
    const { batches, run } = gatedRunner();
    const batcher = new StatementBatcher(run, { inFlight: 2, size: 10 });
    const first = batcher.submit(1);
    const second = batcher.submit(2);
    expect(batches.map((batch) => batch.items)).toEqual([[1], [2]]);
    batches[0]!.answer();
    batches[1]!.answer();
    expect(await Promise.all([first, second])).toEqual([10, 20]);
  });

  it('sends the calls made while the limit runs together, as soon as one batch answers', async () => {
    const { batches, run } = gatedRunner();
    const batcher = new StatementBatcher(run, { inFlight: 1, size: 10 });
    const calls = [1, 2, 3, 4].map((item) => batcher.submit(item));
    expect(batches.map((batch) => batch.items)).toEqual([[1]]);
    batches[0]!.answer();
    await tick();
    expect(batches.map((batch) => batch.items)).toEqual([[1], [2, 3, 4]]);
    batches[1]!.answer();
    expect(await Promise.all(calls)).toEqual([10, 20, 30, 40]);
  });

  it('takes at most `size` calls a batch', async () => {
    const { batches, run } = gatedRunner();
    const batcher = new StatementBatcher(run, { inFlight: 1, size: 2 });
    const calls = [1, 2, 3, 4, 5].map((item) => batcher.submit(item));
    batches[0]!.answer();
    await tick();
    batches[1]!.answer();
    await tick();
    batches[2]!.answer();
    expect(await Promise.all(calls)).toEqual([10, 20, 30, 40, 50]);
    expect(batches.map((batch) => batch.items)).toEqual([[1], [2, 3], [4, 5]]);
  });

  it('fails only the call whose answer is an error, and every call of a batch that failed as a whole', async () => {
    const { batches, run } = gatedRunner();
    const batcher = new StatementBatcher(run, { inFlight: 1, size: 10 });
    const first = batcher.submit(1);
    const [second, third] = [2, 3].map((item) => batcher.submit(item));
    const [fourth, fifth] = [4, 5].map((item) => batcher.submit(item));
    batches[0]!.fail(new Error('connection lost'));
    await expect(first).rejects.toThrow('connection lost');
    await tick();
    const refused = new Error('refused');
    batches[1]!.answer([
      { ok: false, error: refused },
      { ok: true, value: 30 },
      { ok: true, value: 40 },
      { ok: true, value: 50 },
    ]);
    await expect(second).rejects.toBe(refused);
    expect(await Promise.all([third, fourth, fifth])).toEqual([30, 40, 50]);
  });
});
