import { describe, expect, it } from 'vitest';
import { areaRoutes, type RouteMeta } from '../routes/route-meta';
import { evaluateRouteAccess, isConfiguredNotFound, type AccessContext } from './route-access';

const page = areaRoutes('sportsbook', 'line');
const guest: AccessContext = {
  lang: 'en',
  isAuthenticated: false,
  settings: {},
  notFoundPaths: [],
  path: '/x',
  params: {},
};
const player: AccessContext = { ...guest, isAuthenticated: true };
const access = (meta: RouteMeta, context: Partial<AccessContext> = {}) =>
  evaluateRouteAccess(meta, { ...guest, ...context }).kind;

describe('route guard (UI-02..UI-06)', () => {
  it('lets anyone open an unrestricted page', () => {
    expect(access(page('line', 'line'))).toBe('allow');
    expect(access(page('line', 'line'), player)).toBe('allow');
  });

  it('sends a logged-in user home from a guest-only page (UI-02)', () => {
    const registration = page('registration', 'registration', { guestOnly: true });
    expect(access(registration)).toBe('allow');
    expect(access(registration, player)).toBe('redirect-home');
  });

  it('asks a guest to log in on an auth-only page (UI-03)', () => {
    const account = page('office.account', 'office/account', { authOnly: true });
    expect(access(account)).toBe('login');
    expect(access(account, player)).toBe('allow');
  });

  it('answers not found in a language the page does not exist in (UI-04)', () => {
    const ipl = page('promo.ipl', 'promo/ipl-2025', { languages: ['en'] });
    expect(access(ipl, { lang: 'en' })).toBe('allow');
    expect(access(ipl, { lang: 'ar' })).toBe('not-found');
    expect(access(ipl, { lang: 'ar', isAuthenticated: true })).toBe('not-found');
  });

  describe('the two flags that depend on auth and a setting (UI-05)', () => {
    const liveCasino = page('liveCasino', 'live-casino', { authOnlyWhen: 'payAndPlayDisabled' });
    const bonusRules = page('bonus.rules', 'bonus/rules/1st', {
      hiddenForGuestsWhen: 'headerBonusHiddenForGuests',
    });

    it.each([
      [false, false, 'allow'],
      [false, true, 'allow'],
      [true, false, 'login'],
      [true, true, 'allow'],
    ] as const)('authOnlyWhen: setting %s, logged in %s -> %s', (setting, isAuthenticated, expected) => {
      expect(access(liveCasino, { isAuthenticated, settings: { payAndPlayDisabled: setting } })).toBe(
        expected,
      );
    });

    it.each([
      [false, false, 'allow'],
      [false, true, 'allow'],
      [true, false, 'not-found'],
      [true, true, 'allow'],
    ] as const)(
      'hiddenForGuestsWhen: setting %s, logged in %s -> %s',
      (setting, isAuthenticated, expected) => {
        expect(
          access(bonusRules, { isAuthenticated, settings: { headerBonusHiddenForGuests: setting } }),
        ).toBe(expected);
      },
    );
  });

  it('sends configured not-found URLs to the not-found page (UI-06)', () => {
    const poker = page('poker', 'poker');
    expect(access(poker, { path: '/poker', notFoundPaths: ['/poker'] })).toBe('redirect-not-found');
    expect(access(poker, { path: '/poker', notFoundPaths: ['/casino'] })).toBe('allow');
  });

  it('answers not found for params outside their rule', () => {
    const draw = page('toto.draws', 'toto/draws/:drawStatus', {
      params: { drawStatus: ['current', 'finished'] },
    });
    const team = page('team', 'team/:teamId', { params: { teamId: 'digits' } });
    expect(access(draw, { params: { drawStatus: 'finished' } })).toBe('allow');
    expect(access(draw, { params: { drawStatus: 'someday' } })).toBe('not-found');
    expect(access(team, { params: { teamId: '42' } })).toBe('allow');
    expect(access(team, { params: { teamId: '4x2' } })).toBe('not-found');
  });
});

describe('isConfiguredNotFound', () => {
  it.each([
    ['/poker', ['/poker'], true],
    ['/poker/', ['/poker'], true],
    ['/poker/room', ['/poker'], false],
    ['/casino/slots', ['/casino/*'], true],
    ['/casino', ['/casino/*'], true],
    ['/casinos', ['/casino/*'], false],
    ['/', [], false],
  ] as const)('%s with %j -> %s', (path, list, expected) => {
    expect(isConfiguredNotFound(path, list)).toBe(expected);
  });
});
