import { describe, expect, it } from 'vitest';
import { SEO_CATEGORIES } from './route-meta';
import { findRoute } from './find-route';
import { ROUTE_TABLE } from './route-table';

describe('route table (UI-01)', () => {
  it('has unique ids and unique paths', () => {
    const ids = ROUTE_TABLE.map((route) => route.id);
    const paths = ROUTE_TABLE.map((route) => route.path);
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('gives every route a known SEO category and a path below the language', () => {
    for (const route of ROUTE_TABLE) {
      expect(SEO_CATEGORIES).toContain(route.seo);
      expect(route.path.startsWith('/')).toBe(false);
    }
  });

  it('puts the account area under office/ for logged-in users only, with the casino area at office/casino', () => {
    const office = ROUTE_TABLE.filter((route) => route.section === 'office');
    expect(office.length).toBeGreaterThan(50);
    expect(office.every((route) => route.path.startsWith('office/') && route.authOnly)).toBe(true);
    expect(findRoute('/office/casino')?.meta.id).toBe('office.casino');
  });

  it('puts statistics pages under statisticpopup/ in the bare layout', () => {
    const statistics = ROUTE_TABLE.filter((route) => route.section === 'statistics');
    expect(statistics).toHaveLength(9);
    expect(
      statistics.every((route) => route.path.startsWith('statisticpopup/') && route.layout === 'bare'),
    ).toBe(true);
    expect(findRoute('/statisticpopup/cyber/85/1/2')?.meta.params?.sportId).toEqual(['85', '89', '144']);
  });

  it.each([
    ['/', 'home'],
    ['/information/rules', 'information.section'],
    ['/promo/ipl-2025', 'promo.ipl'],
    ['/promo/laliga', 'promo.page'],
    ['/bonus/rules/1st', 'bonus.rules'],
    ['/bonus/15', 'bonus'],
    ['/toto/draws/current', 'toto.draws'],
    ['/toto/12/page/2', 'toto.drawPage'],
    ['/toto/12/rundown/3', 'toto.rundown'],
    ['/toto/12/coupon/AB12', 'toto.coupon'],
    ['/statisticpopup/game/1/123', 'statistics.game'],
    ['/statisticpopup/game/1/123/lineups', 'statistics.game'],
    ['/line/football/england/arsenal-chelsea', 'line.game'],
  ])('%s is the %s screen', (path, id) => {
    expect(findRoute(path)?.meta.id).toBe(id);
  });
});
