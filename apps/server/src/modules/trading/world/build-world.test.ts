import { describe, expect, it } from 'vitest';
import { SPORTS_MENU_SECTION } from '@sportsbook/core/constants/sports-menu.constants';
import { testCountries } from '../testing/test-countries';
import { buildWorld, FIRST_ID } from './build-world';

const CYRILLIC = /[А-Яа-яЁё]/;
const ARABIC = /[\u0600-\u06FF]/;

describe('the world', () => {
  const world = buildWorld(20261122, 'full', testCountries);

  it('has at least 20 sports with the platform ids, the cyber disciplines in the cyber zone', () => {
    const ids = world.sports.map((s) => s.id);
    expect(ids.length).toBeGreaterThanOrEqual(20);
    expect(ids).toEqual(
      expect.arrayContaining([1, 2, 3, 4, 5, 6, 8, 10, 13, 66, 189, 44, 40, 85, 89, 144, 100000]),
    );
    for (const id of [85, 89, 144]) {
      expect(world.sports.find((s) => s.id === id)).toMatchObject({
        cyber: true,
        menuSection: SPORTS_MENU_SECTION.cyberZone,
      });
    }
    expect(world.sports.find((s) => s.id === 4)!.hasDraw).toBe(false);
    expect(world.sports.find((s) => s.id === 1)!.hasDraw).toBe(true);
  });

  it('gives every sport championships, with seasons, stages, top ones, and ids from the agreed ranges', () => {
    const sports = new Set(world.champs.map((c) => c.sportId));
    expect(world.sports.every((s) => sports.has(s.id))).toBe(true);
    expect(world.champs[0].id).toBe(FIRST_ID.champ);
    expect(world.teams[0].id).toBe(FIRST_ID.team);
    expect(world.champs.some((c) => c.top)).toBe(true);
    expect(new Set(world.champs.map((c) => c.seasonId)).size).toBe(world.champs.length);
    for (const champ of world.champs) expect(champ.teamIds.length).toBeGreaterThanOrEqual(4);
  });

  it('names teams, players and championships in Russian and Arabic script, not copies of the English', () => {
    for (const item of [...world.teams, ...world.players, ...world.champs]) {
      const { names } = item;
      expect(names.ru, names.en).not.toBe(names.en);
      if (!/^(UFC|FIFA|NBA 2K|NHL|ATP|WTA|Counter|Dota|League of|Mortal|SRL)/.test(names.en)) {
        expect(names.ru, names.en).toMatch(CYRILLIC);
      }
      expect(names.ar, names.en).toMatch(ARABIC);
    }
    const football = world.teams.filter((t) => t.sportId === 1);
    expect(new Set(football.map((t) => t.names.en)).size).toBeGreaterThan(football.length * 0.7);
  });

  it('gives ratings around 1500 and squads with unique shirt numbers to team sports', () => {
    const ratings = world.teams.map((t) => t.rating);
    const mean = ratings.reduce((s, r) => s + r, 0) / ratings.length;
    expect(mean).toBeGreaterThan(1450);
    expect(mean).toBeLessThan(1700);
    const squad = world.players.filter((p) => p.teamId === world.teams[0].id);
    expect(squad).toHaveLength(18);
    expect(new Set(squad.map((p) => p.number)).size).toBe(18);
    expect(squad.filter((p) => p.position === 'GK')).toHaveLength(2);
  });

  it('is the same for the same seed and another for another seed', () => {
    expect(buildWorld(20261122, 'small', testCountries)).toEqual(
      buildWorld(20261122, 'small', testCountries),
    );
    const other = buildWorld(7, 'small', testCountries);
    expect(other.teams.map((t) => t.names.en)).not.toEqual(
      buildWorld(20261122, 'small', testCountries).teams.map((t) => t.names.en),
    );
  });

  it('keeps the small world small', () => {
    const small = buildWorld(1, 'small', testCountries);
    expect(small.champs.length).toBeLessThanOrEqual(10);
    expect(small.teams.length).toBeLessThan(80);
  });
});
