import { describe, expect, it } from 'vitest';
import { createSeededRandom } from '@sportsbook/core/random/seeded-random';
import { engineRoster } from './engine-roster';
import { generateRoster, makeSquad, teamOfPlayer } from './squad-generator';
import { sportProfile } from './sport-profiles';

const team = {
  id: 1_000_123,
  sportId: 1,
  countryId: 286,
  names: { en: 'A', ru: 'А', ar: 'أ' },
  rating: 1600,
};
const spec = sportProfile(1).squad!;
const squadOf = (seed: number) => {
  const random = createSeededRandom(seed).fork('t');
  return makeSquad(team, spec, generateRoster(team, spec, random.fork('roster')), random);
};

describe('squads', () => {
  it('are the same for a team and seed, with unique ids and numbers that name the team', () => {
    const squad = squadOf(1);
    expect(squadOf(1)).toEqual(squad);
    expect(squad.players).toHaveLength(18);
    expect(new Set(squad.players.map((p) => p.id)).size).toBe(18);
    expect(new Set(squad.players.map((p) => p.number)).size).toBe(18);
    expect(squad.players.every((p) => teamOfPlayer(p.id) === team.id)).toBe(true);
    expect(squad.players.every((p) => p.names.ru !== '' && p.names.ar !== '')).toBe(true);
  });

  it('fields the starters of the formation, best rated first, the rest on the bench', () => {
    const squad = squadOf(2);
    const [d, m, f] = squad.formation!.split('-').map(Number);
    const count = (position: number) => squad.starters.filter((p) => p.position === position).length;
    expect([count(1), count(2), count(3), count(4)]).toEqual([1, d, m, f]);
    expect(squad.substitutes).toHaveLength(7);
    const keepers = squad.players.filter((p) => p.position === 1);
    expect(squad.starters).toContain(keepers.reduce((a, b) => (a.rating >= b.rating ? a : b)));
  });

  it('reads the engine’s position codes by sport: G is a goalkeeper in hockey and a guard in basketball', () => {
    const player = (position: string) => ({
      id: 1,
      teamId: 2,
      names: team.names,
      countryId: 286,
      number: 7,
      position,
      rating: 1500,
    });
    expect(engineRoster([player('G')], 2)[0]!.position).toBe(1);
    expect(engineRoster([player('G')], 3)[0]!.position).toBe(5);
    expect(engineRoster([player('MF')], 1)[0]!.position).toBe(3);
    expect(engineRoster([player('OP')], 6)[0]!.position).toBe(9);
    expect(engineRoster([player('??')], 1)[0]!.position).toBe(25);
  });
});
