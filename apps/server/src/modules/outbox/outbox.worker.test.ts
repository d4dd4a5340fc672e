import { describe, expect, it } from 'vitest';
import { retryDelayMs } from './outbox.worker';

describe('retryDelayMs', () => {
  it.each([
    [1, 10_000],
    [2, 20_000],
    [3, 40_000],
    [9, 2_560_000],
    [10, 3_600_000],
    [30, 3_600_000],
  ])('waits after attempt %i for %i ms', (attempts, delay) => {
    expect(retryDelayMs(attempts)).toBe(delay);
  });
});
