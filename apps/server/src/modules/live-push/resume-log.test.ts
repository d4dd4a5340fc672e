import { describe, expect, it } from 'vitest';
import { ResumeLog } from './resume-log';

const place = (id: number) => ({ id, sportId: 1, champId: 100001, live: true });

describe('the resume log', () => {
  it('replays from any seq between its start and now', () => {
    const log = new ResumeLog(10);
    log.startAt(5);
    expect([4, 5, 9, 10, 11].map((since) => log.canReplay(since, 10))).toEqual([
      false,
      true,
      true,
      true,
      false,
    ]);
  });

  it('lists the games that left after a seq', () => {
    const log = new ResumeLog(10);
    log.startAt(1);
    log.recordDeparture(3, place(7));
    log.recordDeparture(6, place(8));
    expect(log.departedSince(2).map((p) => p.id)).toEqual([7, 8]);
    expect(log.departedSince(3).map((p) => p.id)).toEqual([8]);
  });

  it('stops replaying from before the departures it forgot', () => {
    const log = new ResumeLog(4);
    log.startAt(1);
    for (let seq = 2; seq <= 6; seq++) log.recordDeparture(seq, place(seq));
    expect(log.canReplay(2, 6)).toBe(false);
    expect(log.canReplay(3, 6)).toBe(true);
    expect(log.departedSince(3).map((p) => p.id)).toEqual([4, 5, 6]);
    log.startAt(6);
    expect(log.departedSince(0)).toEqual([]);
  });
});
