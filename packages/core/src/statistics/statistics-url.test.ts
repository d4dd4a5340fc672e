import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  statisticsPagePath,
  statisticsUrl,
  StatisticsUrlError,
  type IdInput,
  type StatisticsTarget,
} from './statistics-url';

describe('statistics URLs', () => {
  it.each<[StatisticsTarget, string]>([
    [{ page: 'game', gameId: 123 }, '/en/statisticpopup/game/0/123/main'],
    [
      { page: 'game', sportId: 1, gameId: '123', tabName: 'lineups' },
      '/en/statisticpopup/game/1/123/lineups',
    ],
    [{ page: 'game', sportId: null, gameId: 5, tabName: '' }, '/en/statisticpopup/game/0/5/main'],
    [{ page: 'team', sportId: 1, teamId: 77 }, '/en/statisticpopup/team/1/77'],
    [{ page: 'player', sportId: 3, playerId: 9 }, '/en/statisticpopup/player/3/9'],
    [{ page: 'stage', sportId: 1, stageId: 30 }, '/en/statisticpopup/stage/1/30'],
    [{ page: 'stage', sportId: 1, stageId: 30, tableType: 1 }, '/en/statisticpopup/stage/1/30?tt=1'],
    [{ page: 'stage', sportId: 1, stageId: 30, tableType: 'home' }, '/en/statisticpopup/stage/1/30?tt=home'],
    [
      { page: 'tournament', sportId: 1, tournamentId: 100001, seasonId: 2026 },
      '/en/statisticpopup/tournament/1/100001/2026',
    ],
    [{ page: 'rating', sportId: 1, ratingId: 4 }, '/en/statisticpopup/rating/1/4'],
    [{ page: 'horse', horseId: 8 }, '/en/statisticpopup/horse/8'],
    [{ page: 'graph', gameId: 42 }, '/en/statisticpopup/graph/42'],
    [{ page: 'graph', gameId: 42, coefficientView: 0 }, '/en/statisticpopup/graph/42/0'],
    [{ page: 'graph', gameId: 42, coefficientView: '3' }, '/en/statisticpopup/graph/42/3'],
    [{ page: 'cyber', sportId: 85, tournId: 100058, seasonId: 7 }, '/en/statisticpopup/cyber/85/100058/7'],
    [{ page: 'cyber', sportId: 89, tournId: 1, seasonId: 2 }, '/en/statisticpopup/cyber/89/1/2'],
    [{ page: 'cyber', sportId: '144', tournId: 1, seasonId: 2 }, '/en/statisticpopup/cyber/144/1/2'],
  ])('%o → %s', (target, url) => {
    expect(statisticsUrl('en', target)).toBe(url);
  });

  it('starts with the language, then statisticpopup', () => {
    expect(statisticsUrl('ar', { page: 'horse', horseId: 1 })).toBe('/ar/statisticpopup/horse/1');
    expect(statisticsPagePath({ page: 'horse', horseId: 1 })).toBe('horse/1');
  });

  const falsy: IdInput[] = [undefined, null, 0, '', '0'];
  const required: [string, (id: IdInput) => StatisticsTarget][] = [
    ['gameId', (id) => ({ page: 'game', sportId: 1, gameId: id })],
    ['gameId', (id) => ({ page: 'graph', gameId: id })],
    ['teamId', (id) => ({ page: 'team', sportId: 1, teamId: id })],
    ['playerId', (id) => ({ page: 'player', sportId: 1, playerId: id })],
    ['stageId', (id) => ({ page: 'stage', sportId: 1, stageId: id })],
    ['tournamentId', (id) => ({ page: 'tournament', sportId: 1, tournamentId: id, seasonId: 1 })],
    ['seasonId', (id) => ({ page: 'tournament', sportId: 1, tournamentId: 1, seasonId: id })],
    ['ratingId', (id) => ({ page: 'rating', sportId: 1, ratingId: id })],
    ['horseId', (id) => ({ page: 'horse', horseId: id })],
    ['tournId', (id) => ({ page: 'cyber', sportId: 85, tournId: id, seasonId: 1 })],
    ['seasonId', (id) => ({ page: 'cyber', sportId: 85, tournId: 1, seasonId: id })],
  ];

  describe.each(required)('a missing or falsy %s', (name, target) => {
    it.each(falsy)('%o fails with the spec message', (value) => {
      expect(() => statisticsUrl('en', target(value))).toThrow(
        `Wrong input param [${name}]: ${String(value)}`,
      );
    });

    it('fails on a negative or fractional id', () => {
      expect(() => statisticsUrl('en', target(-3))).toThrow(`Wrong input param [${name}]: -3`);
      expect(() => statisticsUrl('en', target(1.5))).toThrow(`Wrong input param [${name}]: 1.5`);
    });
  });

  it('fails with a StatisticsUrlError naming the parameter and its value', () => {
    try {
      statisticsUrl('en', { page: 'team', sportId: 1, teamId: 0 });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(StatisticsUrlError);
      expect(error).toMatchObject({ param: 'teamId', value: 0, message: 'Wrong input param [teamId]: 0' });
    }
  });

  it('accepts only the cyber sports 85, 89 and 144 on the cyber page', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000 }), (sportId) => {
        const build = () => statisticsUrl('en', { page: 'cyber', sportId, tournId: 1, seasonId: 1 });
        if ([85, 89, 144].includes(sportId)) expect(build()).toContain(`/cyber/${sportId}/`);
        else expect(build).toThrow(`Wrong input param [sportId]: ${sportId}`);
      }),
    );
    expect(() => statisticsUrl('en', { page: 'cyber', sportId: undefined, tournId: 1, seasonId: 1 })).toThrow(
      'Wrong input param [sportId]: undefined',
    );
  });

  it('defaults the game page to sport 0 and the main tab, other pages need their sport', () => {
    expect(statisticsPagePath({ page: 'game', gameId: 1 })).toBe('game/0/1/main');
    expect(() => statisticsPagePath({ page: 'team', sportId: undefined, teamId: 1 })).toThrow(
      'Wrong input param [sportId]: undefined',
    );
    expect(statisticsPagePath({ page: 'team', sportId: 0, teamId: 1 })).toBe('team/0/1');
  });

  it('rejects an odds format that is not a whole number', () => {
    expect(() => statisticsPagePath({ page: 'graph', gameId: 1, coefficientView: 'x' })).toThrow(
      'Wrong input param [coefficientView]: x',
    );
  });

  it('puts any positive id into the path unchanged', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }), (id) => {
        expect(statisticsPagePath({ page: 'player', sportId: 1, playerId: id })).toBe(`player/1/${id}`);
        expect(statisticsPagePath({ page: 'player', sportId: 1, playerId: String(id) })).toBe(
          `player/1/${id}`,
        );
      }),
    );
  });
});
