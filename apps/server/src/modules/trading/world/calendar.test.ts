import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { testCountries } from '../testing/test-countries';
import { buildWorld } from './build-world';
import { fixturesOf, indexStartMs, roundRobin } from './calendar';

describe('round robin', () => {
  it('pairs every two teams once each way over a double cycle, each team once per round', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 20 }), fc.integer({ min: 0, max: 10_000 }), (n, offset) => {
        const teams = Array.from({ length: n }, (_, i) => i + 1);
        const rounds = 2 * (n % 2 === 0 ? n - 1 : n);
        const meetings = new Map<string, number>();
        for (let r = 0; r < rounds; r++) {
          const pairs = roundRobin(teams, offset * rounds + r);
          const playing = pairs.flat();
          expect(new Set(playing).size).toBe(playing.length);
          expect(playing.length).toBe(n % 2 === 0 ? n : n - 1);
          for (const [home, away] of pairs)
            meetings.set(`${home}-${away}`, (meetings.get(`${home}-${away}`) ?? 0) + 1);
        }
        for (const a of teams)
          for (const b of teams) if (a !== b) expect(meetings.get(`${a}-${b}`), `${a}-${b}`).toBe(1);
      }),
      { numRuns: 40 },
    );
  });
});

describe('fixtures', () => {
  const world = buildWorld(5, 'full', testCountries);
  const premierLeague = world.champs[0];
  const ascot = world.champs.find((c) => c.names.en === 'Ascot')!;

  it('schedules a weekly league on its days and slot hours, the same for the same seed', () => {
    const fixtures = fixturesOf(premierLeague, 46, 5);
    expect(fixtures).toHaveLength(premierLeague.teamIds.length / 2);
    expect(fixtures).toEqual(fixturesOf(premierLeague, 46, 5));
    const saturday = indexStartMs(premierLeague.schedule, 46);
    expect(new Date(saturday).getUTCDay()).toBe(6);
    for (const f of fixtures) {
      expect(f.startMs - saturday).toBeGreaterThanOrEqual(12.5 * 3_600_000);
      expect(f.startMs - saturday).toBeLessThan(3 * 86_400_000);
    }
  });

  it('runs races only inside the track’s hours, with a numbered title and a field', () => {
    const races = Array.from({ length: 200 }, (_, i) => fixturesOf(ascot, 50_000 + i, 5)).flat();
    expect(races.length).toBeGreaterThan(20);
    for (const race of races) {
      const hour = new Date(race.startMs).getUTCHours();
      expect(hour).toBeGreaterThanOrEqual(12);
      expect(hour).toBeLessThan(17);
      expect(race.field).toHaveLength(8);
      expect(race.title?.en).toMatch(/^Ascot\. Race \d+$/);
      expect(race.title?.ru).toMatch(/^Аскот\. Забег \d+$/);
    }
  });
});
