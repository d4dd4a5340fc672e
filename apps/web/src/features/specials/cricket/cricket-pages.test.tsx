import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { mockServer, type Handler } from '../../../test/mock-server';
import { renderApp } from '../../../test/render-app';
import { setLiveSocketFactory } from '../../sportsbook/live/live-client';
import { fakeLiveSockets, feedAnswer, listGame } from '../../sportsbook/testing/feed-fixtures';

const IPL = {
  LI: 500,
  L: 'Indian Premier League',
  LE: 'Indian Premier League',
  SI: 66,
  SN: 'Cricket',
  GC: 4,
};
const champs = () => feedAnswer([{ SI: 66, CI: 71, CN: 'India', SC: [IPL] }]);
const entry = (I: number, O1: string, LI: number, SI: number) => ({
  I,
  CI: I,
  SI,
  SN: SI === 66 ? 'Cricket' : 'Football',
  LI,
  L: LI === IPL.LI ? IPL.L : 'India. Super League',
  LE: '',
  O1,
  O2: 'Chennai',
  O1E: O1,
  O2E: 'Chennai',
  S: 1_900_000_000,
});

describe('cricket pages (SPT-05)', () => {
  afterEach(() => setLiveSocketFactory(undefined));

  it('lists every cricket competition by country, each opening its cricket page', async () => {
    fakeLiveSockets();
    const asked: string[] = [];
    mockServer({
      routes: {
        'GET /service-api/LineFeed/GetChampsZip': ({ url }) => {
          asked.push(url.searchParams.get('sport') ?? '');
          return champs();
        },
      },
    });
    renderApp('/en/cricket/champs');
    const india = await screen.findByRole('region', { name: 'India' });
    expect(
      within(india)
        .getByRole('link', { name: /Indian Premier League/ })
        .getAttribute('href'),
    ).toBe('/en/cricket/champ/500');
    expect(new Set(asked)).toEqual(new Set(['66']));
  });

  it('searches cricket only, leaving out other sports’ matches', async () => {
    fakeLiveSockets();
    mockServer({
      routes: {
        'GET /service-api/LineFeed/GetChampsZip': () => champs(),
        'GET /service-api/LineFeed/Web_SearchZip': () =>
          feedAnswer([entry(901, 'Mumbai Indians', IPL.LI, 66), entry(902, 'Mumbai City', 88, 1)]),
        'GET /service-api/LiveFeed/Web_SearchZip': () => feedAnswer([]),
      },
    });
    renderApp('/en/cricket/search');
    fireEvent.change(await screen.findByRole('searchbox', { name: 'Cricket search' }), {
      target: { value: 'mumbai' },
    });
    const results = await screen.findByRole('list', { name: 'Cricket results' });
    expect(
      within(results)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/en/cricket/game/901']);
  });
  it('home: the top cricket competitions to jump to, then cricket matches only', async () => {
    fakeLiveSockets();
    const sports: (string | null)[] = [];
    const games: Handler = ({ url }) => {
      sports.push(url.searchParams.get('sports'));
      return feedAnswer([listGame({ SI: 66, O1: 'Mumbai Indians', LI: IPL.LI })]);
    };
    mockServer({
      routes: {
        'GET /service-api/LineFeed/WebGetTopChampsZip': () =>
          feedAnswer([
            { ...IPL, CI: 71 },
            { ...IPL, LI: 88, L: 'England. Premier League', SI: 1, CI: 158 },
          ]),
        'GET /service-api/LineFeed/Get1x2_VZip': games,
        'GET /service-api/LiveFeed/Get1x2_VZip': games,
      },
    });
    renderApp('/en/cricket');
    const top = await screen.findByRole('navigation', { name: 'Top competitions' });
    expect(
      within(top)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/en/cricket/champ/500']);
    expect((await screen.findAllByRole('link', { name: /Mumbai Indians/ })).length).toBeGreaterThan(0);
    expect(new Set(sports)).toEqual(new Set(['66']));
  });
});
