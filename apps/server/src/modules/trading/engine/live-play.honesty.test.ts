import {
  DEFAULT_MARGINS,
  finalScore,
  football,
  footballExpectedGoals,
  GROUP,
  SELECTION,
  type GameResult,
} from '@sportsbook/core/pricing/index';
import { createSeededRandom } from '@sportsbook/core/random/seeded-random';
import { describe, expect, it } from 'vitest';
import { GOAL_FORMATS, TENNIS_FORMATS } from '../world/data/formats.data';
import type { GameSetup } from './family-engine';
import { engineFor } from './families/family-registry';
import type { GameFormat } from './game-format';

const GAMES = 2000;

/** Plays games start to finish through the engine's live play (plans, clock, red cards and replans). */
function played(format: GameFormat, ratings: GameSetup['ratings']): GameResult[] {
  const family = engineFor(format);
  const setup = { format, ratings };
  const random = createSeededRandom('honesty');
  return Array.from({ length: GAMES }, () => {
    const live = family.playOut(setup, family.start(setup, random), random);
    return family.result(setup, live) as GameResult;
  });
}

const share = (results: GameResult[], test: (r: GameResult) => boolean) =>
  results.filter(test).length / results.length;

describe('live play is as honest as the prices', () => {
  it('plays football to the frequencies of its pre-match 1X2 and over 2.5 (within 3 points)', () => {
    const ratings = { home: 1650, away: 1560 };
    const fair = football.fair({
      expectedGoals: footballExpectedGoals(ratings, GOAL_FORMATS.football.goalsPerGame),
    });
    const chance = (key: string, T: number) =>
      fair.find((m) => m.key === key)!.outcomes.find((o) => o.T === T)!.probability;
    const results = played(GOAL_FORMATS.football, ratings).map(
      (r) => (r as unknown as { game: GameResult }).game,
    );
    const score = results.map(finalScore);
    const home = score.filter((s) => s.home > s.away).length / GAMES;
    const draw = score.filter((s) => s.home === s.away).length / GAMES;
    const over = score.filter((s) => s.home + s.away > 2.5).length / GAMES;
    expect(Math.abs(home - chance(`0:${GROUP.result}`, SELECTION.home))).toBeLessThan(0.03);
    expect(Math.abs(draw - chance(`0:${GROUP.result}`, SELECTION.draw))).toBeLessThan(0.03);
    expect(Math.abs(over - chance(`0:${GROUP.total}:2.5`, SELECTION.over))).toBeLessThan(0.03);
  });

  it('plays tennis point by point to the pre-match chance of the favourite', () => {
    const format = TENNIS_FORMATS.men;
    const ratings = { home: 1700, away: 1550 };
    const family = engineFor(format);
    const priced = family.price({ format, ratings }, undefined, DEFAULT_MARGINS);
    const homeChance = priced
      .find((m) => m.period === 0 && m.G === GROUP.result)!
      .outcomes.find((o) => o.T === SELECTION.home)!.probability;
    const results = played(format, ratings);
    const homeWins = share(results, (r) => r.periods.filter((s) => s.home > s.away).length === 2);
    expect(Math.abs(homeWins - homeChance)).toBeLessThan(0.03);
  });
});
