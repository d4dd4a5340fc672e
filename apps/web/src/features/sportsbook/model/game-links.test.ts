import { describe, expect, it } from 'vitest';
import { champPath, gamePath, idOfSegment, slugOf } from './game-links';

describe('betting page paths', () => {
  it('read as words and come back as ids', () => {
    expect(slugOf('England. Premier League')).toBe('england-premier-league');
    expect(slugOf('Atlético  Madrid')).toBe('atletico-madrid');
    expect(slugOf('Спартак')).toBe('');
    expect(idOfSegment('1-football')).toBe(1);
    expect(idOfSegment('600000019')).toBe(600000019);
    expect([idOfSegment('football'), idOfSegment(undefined), idOfSegment('0'), idOfSegment('-1')]).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
  });

  it('lead to a championship and a game in English whatever the page language', () => {
    const game = {
      I: 42,
      SI: 1,
      SN: 'Футбол',
      SE: 'Football',
      LI: 88,
      L: 'Англия',
      LE: 'England. Premier League',
      O1E: 'Arsenal',
      O2E: 'Chelsea',
    };
    expect(champPath('ru', 'line', game)).toBe('/ru/line/1-football/88-england-premier-league');
    expect(gamePath('ru', 'live', game)).toBe(
      '/ru/live/1-football/88-england-premier-league/42-arsenal-chelsea',
    );
  });
});
