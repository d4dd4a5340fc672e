import { describe, expect, it, vi } from 'vitest';
import { HttpError } from './http-error';
import { ATTEMPTS_ENDED_MESSAGE, retry } from './retry';

const serverError = () => new HttpError({ statusCode: 500, message: 'boom' });

describe('retry (HTTP-16)', () => {
  it('returns the first success', async () => {
    const task = vi.fn().mockRejectedValueOnce(serverError()).mockResolvedValueOnce('done');
    await expect(retry(task, { attempts: 3 })).resolves.toBe('done');
    expect(task).toHaveBeenCalledTimes(2);
  });

  it("fails with 'Attempts ended' after the last attempt, keeping the last error as the cause", async () => {
    const last = serverError();
    const task = vi
      .fn()
      .mockRejectedValueOnce(serverError())
      .mockRejectedValueOnce(serverError())
      .mockRejectedValue(last);
    const error = await retry(task, { attempts: 3 }).catch((failure: Error) => failure);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toBe(ATTEMPTS_ENDED_MESSAGE);
    expect((error as Error).cause).toBe(last);
    expect(task).toHaveBeenCalledTimes(3);
  });

  it.each([403, 422, 451])('never repeats a %s', async (statusCode) => {
    const refused = new HttpError({ statusCode, message: 'no' });
    const task = vi.fn().mockRejectedValue(refused);
    await expect(retry(task, { attempts: 3 })).rejects.toBe(refused);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('waits between attempts', async () => {
    vi.useFakeTimers();
    const task = vi.fn().mockRejectedValueOnce(serverError()).mockResolvedValueOnce('ok');
    const pending = retry(task, { attempts: 2, delayMs: 1000 });
    await vi.advanceTimersByTimeAsync(999);
    expect(task).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    await expect(pending).resolves.toBe('ok');
  });
});
