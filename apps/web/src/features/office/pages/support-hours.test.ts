import { describe, expect, it } from 'vitest';
import { isSupportOpen } from './support-hours';

const at = (time: string) => new Date(`2030-01-01T${time}:00Z`);

describe('support hours (ACC-27)', () => {
  it.each([
    ['00:00', '00:00', '03:00', true],
    ['09:00', '18:00', '08:59', false],
    ['09:00', '18:00', '09:00', true],
    ['09:00', '18:00', '18:00', false],
    ['22:00', '06:00', '23:30', true],
    ['22:00', '06:00', '05:59', true],
    ['22:00', '06:00', '12:00', false],
  ])('%s-%s at %s: open %s', (start, end, time, open) => {
    expect(isSupportOpen(start, end, at(time))).toBe(open);
  });
});
