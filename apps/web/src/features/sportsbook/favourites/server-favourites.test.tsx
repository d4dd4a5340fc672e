import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { json, mockServer, playerSession, type Handler } from '../../../test/mock-server';
import { renderApp } from '../../../test/render-app';
import { setLiveSocketFactory } from '../live/live-client';
import { fakeLiveSockets, feedAnswer, listGame, pageGame } from '../testing/feed-fixtures';
import type { Favourite, FavouriteKind, FavouriteLists } from './favourite-types';

const BASE = '/service-api/favorites/v1/Favorite';
const SEGMENTS: Record<FavouriteKind, string> = { games: 'Games', champs: 'Championships', teams: 'Teams' };
const LEAGUE = 'England. Premier League';

/** The favourites service of one player: every change answers the kind's new list, as the server does. */
function favouritesServer(lists: FavouriteLists) {
  const calls: { method: string; path: string; body: unknown }[] = [];
  const routes: Record<string, Handler> = { [`GET ${BASE}`]: () => json({ data: lists }) };
  for (const kind of Object.keys(SEGMENTS) as FavouriteKind[]) {
    const path = `${BASE}/${SEGMENTS[kind]}`;
    const change: Handler = ({ method, body }) => {
      calls.push({ method, path, body });
      const ids = (body as Record<FavouriteKind, number[]>)[kind];
      const kept = lists[kind].filter((item) => !ids.includes(item.id));
      const added: Favourite[] = ids.map((id) => ({ id, name: null, sportId: 1 }));
      lists[kind] = method === 'POST' ? [...added, ...kept] : kept;
      return json({ data: lists[kind] });
    };
    routes[`POST ${path}`] = change;
    routes[`DELETE ${path}`] = change;
  }
  return { calls, routes };
}

const pressed = (name: string) => screen.getByRole('button', { name }).getAttribute('aria-pressed');

describe("a player's favourites on the account", () => {
  afterEach(() => setLiveSocketFactory(undefined));

  it('adds and removes a game, a championship and a team through the favourites service (FAV-02, 04, 05)', async () => {
    fakeLiveSockets();
    const server = favouritesServer({
      games: [],
      champs: [{ id: 88, name: LEAGUE, sportId: 1 }],
      teams: [],
    });
    const game = listGame({ I: 500 });
    mockServer({
      session: playerSession(),
      routes: {
        ...server.routes,
        'GET /web-api/api/web/user/v1/settings': () =>
          json({ data: { attributes: { lineDisallowSport: [], liveDisallowSport: [] } } }),
        'GET /service-api/LineFeed/GetSportsShortZip': () => feedAnswer([{ I: 1, N: 'Football', C: 1 }]),
        'GET /service-api/LiveFeed/GetSportsShortZip': () => feedAnswer([]),
        'GET /service-api/LineFeed/Get1x2_VZip': () => feedAnswer([game]),
        'GET /service-api/LiveFeed/Get1x2_VZip': () => feedAnswer([]),
        'GET /service-api/LineFeed/GetGameZip': () => feedAnswer(pageGame()),
      },
    });
    const view = renderApp('/en/line/1-football');
    const gameStar = 'Favourite game Arsenal – Chelsea';
    const champStar = `Favourite championship ${LEAGUE}`;
    await screen.findByRole('button', { name: gameStar });
    await waitFor(() => expect(pressed(champStar)).toBe('true'));
    expect(pressed(gameStar)).toBe('false');

    fireEvent.click(screen.getByRole('button', { name: gameStar }));
    await waitFor(() => expect(server.calls).toHaveLength(1));
    expect(pressed(gameStar)).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: gameStar }));
    fireEvent.click(screen.getByRole('button', { name: champStar }));
    await waitFor(() => expect(server.calls).toHaveLength(3));
    await waitFor(() => expect(pressed(gameStar)).toBe('false'));
    expect(pressed(champStar)).toBe('false');

    await act(() => view.router.navigate('/en/line/1-football/88-england/500-arsenal-chelsea'));
    const teamStar = 'Favourite team Arsenal';
    await screen.findByRole('button', { name: teamStar });
    fireEvent.click(screen.getByRole('button', { name: teamStar }));
    await waitFor(() => expect(server.calls).toHaveLength(4));
    await waitFor(() => expect(pressed(teamStar)).toBe('true'));

    expect(server.calls).toEqual([
      { method: 'POST', path: `${BASE}/Games`, body: { games: [500] } },
      { method: 'DELETE', path: `${BASE}/Games`, body: { games: [500] } },
      { method: 'DELETE', path: `${BASE}/Championships`, body: { champs: [88] } },
      { method: 'POST', path: `${BASE}/Teams`, body: { teams: [11] } },
    ]);
  });
});
