import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { mockServer, type Handler } from '../../../test/mock-server';
import { renderApp } from '../../../test/render-app';
import { EMPTY_FAVOURITES } from '../../sportsbook/favourites/favourite-types';
import { useLocalFavourites } from '../../sportsbook/favourites/local-favourites.store';
import { setLiveSocketFactory } from '../../sportsbook/live/live-client';
import { fakeLiveSockets, feedAnswer, listGame, pageGame } from '../../sportsbook/testing/feed-fixtures';
import { notFound } from '../../statistics/testing/statistics.fixture';

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

/** The same games call of both feeds, each answering its own list and noting the sports and championships asked. */
function gamesFeed(line: unknown[], live: unknown[] = []) {
  const asked: { sports: string | null; champs: string | null }[] = [];
  const answer =
    (games: unknown[]): Handler =>
    ({ url }) => {
      asked.push({ sports: url.searchParams.get('sports'), champs: url.searchParams.get('champs') });
      return feedAnswer(games);
    };
  return {
    asked,
    routes: {
      'GET /service-api/LineFeed/Get1x2_VZip': answer(line),
      'GET /service-api/LiveFeed/Get1x2_VZip': answer(live),
    } satisfies Record<string, Handler>,
  };
}

const cricketGame = (I: number, O1: string, extra: Parameters<typeof listGame>[0] = {}) =>
  listGame({
    I,
    SI: 66,
    SN: 'Cricket',
    SE: 'Cricket',
    LI: IPL.LI,
    L: IPL.L,
    LE: IPL.L,
    O1,
    O2: 'Chennai Kings',
    O1E: O1,
    O2E: 'Chennai Kings',
    ...extra,
  });

/** The page a statistics frame shows, from its address. */
const framedPage = (frame: HTMLElement) => decodeURIComponent(frame.getAttribute('src') ?? '');

describe('cricket pages (SPT-05)', () => {
  afterEach(() => {
    setLiveSocketFactory(undefined);
    useLocalFavourites.setState({ lists: EMPTY_FAVOURITES });
  });

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

  it('all matches: live cricket first, then coming cricket, each opening its game page', async () => {
    fakeLiveSockets();
    const feed = gamesFeed(
      [cricketGame(902, 'Delhi Capitals')],
      [
        cricketGame(901, 'Mumbai Indians', {
          SC: { FS: { S1: 120 }, PS: [], CP: 1, CPS: '1st innings', TS: 0, SLS: '' },
        }),
      ],
    );
    mockServer({ routes: feed.routes });
    renderApp('/en/cricket/events');
    const live = await screen.findByRole('region', { name: 'Live now' });
    const coming = screen.getByRole('region', { name: 'Coming up' });
    expect(await within(live).findAllByRole('link', { name: /Mumbai Indians/ })).not.toHaveLength(0);
    expect(within(live).queryAllByRole('link', { name: /Delhi Capitals/ })).toEqual([]);
    const row = (await within(coming).findAllByRole('link', { name: /Delhi Capitals/ }))[0]!;
    // The section keeps its own match page, so a player browsing cricket stays in it.
    expect(row.getAttribute('href')).toBe('/en/cricket/game/902');
    const champ = within(coming).getAllByRole('link', { name: /Indian Premier League/ })[0]!;
    expect(champ.getAttribute('href')).toBe('/en/cricket/champ/500');
    expect(within(coming).getAllByRole('button', { name: /^Match result:/ })).toHaveLength(3);
    expect(new Set(feed.asked.map((call) => call.sports))).toEqual(new Set(['66']));
  });

  it('all matches: says so when no cricket is on', async () => {
    fakeLiveSockets();
    mockServer({ routes: gamesFeed([]).routes });
    renderApp('/en/cricket/events');
    expect(await screen.findByText('No cricket on the schedule right now')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Live now' })).toBeNull();
  });

  it('favourites: starred matches, matches of starred teams and followed competitions, nothing else', async () => {
    fakeLiveSockets();
    useLocalFavourites.setState({
      lists: {
        games: [{ id: 901, name: 'Mumbai Indians – Chennai Kings', sportId: 66 }],
        teams: [{ id: 31, name: 'Delhi Capitals', sportId: 66 }],
        champs: [
          { id: IPL.LI, name: IPL.L, sportId: 66 },
          { id: 88, name: 'England. Premier League', sportId: 1 },
        ],
      },
    });
    mockServer({
      routes: gamesFeed([
        cricketGame(901, 'Mumbai Indians'),
        cricketGame(902, 'Delhi Capitals', { O1I: 31 }),
        cricketGame(903, 'Rajasthan Royals'),
      ]).routes,
    });
    renderApp('/en/cricket/favorites');
    const followed = await screen.findByRole('region', { name: 'Competitions you follow' });
    expect(
      within(followed)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([[IPL.L, '/en/cricket/champ/500']]);
    expect(await screen.findAllByRole('link', { name: /Mumbai Indians/ })).not.toHaveLength(0);
    expect(screen.getAllByRole('link', { name: /Delhi Capitals/ })).not.toHaveLength(0);
    expect(screen.queryAllByRole('link', { name: /Rajasthan Royals/ })).toEqual([]);
    expect(screen.queryByText('No cricket favourites yet')).toBeNull();
  });

  it('favourites: tells a visitor with none how to add some', async () => {
    fakeLiveSockets();
    mockServer({ routes: gamesFeed([cricketGame(901, 'Mumbai Indians')]).routes });
    renderApp('/en/cricket/favorites');
    expect(await screen.findByText('No cricket favourites yet')).toBeTruthy();
    expect(screen.getByText('Star matches, teams or competitions to see them here')).toBeTruthy();
    expect(screen.queryAllByRole('link', { name: /Mumbai Indians/ })).toEqual([]);
  });

  it('competition: its name to follow, its matches only and its standings', async () => {
    fakeLiveSockets();
    const feed = gamesFeed([cricketGame(901, 'Mumbai Indians')]);
    mockServer({
      routes: {
        ...feed.routes,
        'GET /service-api/LineFeed/GetChampZip': () => feedAnswer({ ...IPL, G: [] }),
        'GET /service-api/LineFeed/GetStageTableIds': () =>
          feedAnswer([{ I: 7001, SI: 66, LI: IPL.LI, L: IPL.L }]),
      },
    });
    renderApp('/en/cricket/champ/500');
    expect(await screen.findByRole('heading', { level: 2, name: IPL.L })).toBeTruthy();
    const star = screen.getByRole('button', { name: `Favourite championship ${IPL.L}` });
    fireEvent.click(star);
    expect(useLocalFavourites.getState().lists.champs).toEqual([{ id: 500, name: IPL.L, sportId: 66 }]);
    expect(await screen.findAllByRole('link', { name: /Mumbai Indians/ })).not.toHaveLength(0);
    expect(new Set(feed.asked.map((call) => call.champs))).toEqual(new Set(['500']));
    const standings = await screen.findByRole('region', { name: 'Standings' });
    expect(framedPage(within(standings).getByTitle('Standings'))).toContain('stage/66/7001');
  });

  it('competition: says so when it has no matches, without standings it does not have', async () => {
    fakeLiveSockets();
    mockServer({
      routes: {
        ...gamesFeed([]).routes,
        'GET /service-api/LineFeed/GetChampZip': () => feedAnswer({ ...IPL, G: [] }),
        'GET /service-api/LineFeed/GetStageTableIds': () => feedAnswer([]),
      },
    });
    renderApp('/en/cricket/champ/500');
    expect(await screen.findByText('No cricket on the schedule right now')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Standings' })).toBeNull();
  });

  it('match: the board, its markets and both squads, each player opening the player page', async () => {
    fakeLiveSockets();
    const card = (I: number, N: string, TI: number, PN: string) => ({
      I,
      N,
      NE: N,
      NR: N,
      NU: 7,
      PT: 1,
      PN,
      COI: 71,
      TI,
      A: 30,
      H: 180,
      W: 75,
      R: 1500,
      GP: 10,
      SC: 300,
      AS: 0,
    });
    mockServer({
      routes: {
        'GET /service-api/LineFeed/GetGameZip': ({ url }) =>
          url.searchParams.get('id') === '901'
            ? feedAnswer(
                pageGame({ I: 901, SI: 66, SN: 'Cricket', O1: 'Mumbai Indians', O2: 'Chennai Kings' }),
              )
            : notFound(),
        'GET /service-api/statisticfeed/api/v1/ShortPlayersInfo': () =>
          feedAnswer([
            card(1101, 'Rohit Sharma', 11, 'Batter'),
            card(1201, 'Ravindra Jadeja', 12, 'All-rounder'),
          ]),
      },
    });
    const view = renderApp('/en/cricket/game/901');
    const board = await screen.findByRole('region', { name: 'Score' });
    expect(within(board).getByText('Mumbai Indians')).toBeTruthy();
    expect(await screen.findByRole('region', { name: 'Match result' })).toBeTruthy();
    const home = await screen.findByRole('region', { name: 'Mumbai Indians squad' });
    const away = screen.getByRole('region', { name: 'Chennai Kings squad' });
    expect(
      within(home)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([['Rohit SharmaBatter', '/en/cricket/player/1101?game=901']]);
    expect(within(away).getByRole('link').getAttribute('href')).toBe('/en/cricket/player/1201?game=901');
    view.unmount();

    renderApp('/en/cricket/game/999');
    expect(await screen.findByText('This match is no longer in the line')).toBeTruthy();
  });

  it('player: the profile framed for the match it was opened from, and a pointer without one', async () => {
    fakeLiveSockets();
    mockServer({ routes: gamesFeed([]).routes });
    const view = renderApp('/en/cricket/player/1101?game=901');
    const profile = await screen.findByTitle('Cricket player');
    const page = framedPage(profile);
    expect(page).toContain('player/66/1101');
    expect(page).toContain('game=901');
    view.unmount();

    renderApp('/en/cricket/player/1101');
    expect(await screen.findByText("A player's profile opens from a match's squads")).toBeTruthy();
    expect(screen.queryByTitle('Cricket player')).toBeNull();
  });
});
