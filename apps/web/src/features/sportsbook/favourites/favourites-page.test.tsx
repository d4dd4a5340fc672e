import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { mockServer, type Handler } from '../../../test/mock-server';
import { renderApp } from '../../../test/render-app';
import { setLiveSocketFactory } from '../live/live-client';
import { fakeLiveSockets, feedAnswer, listGame } from '../testing/feed-fixtures';
import { EMPTY_FAVOURITES } from './favourite-types';
import { useLocalFavourites } from './local-favourites.store';

const LEAGUE = 'England. Premier League';
const LIVE_SCORE = { FS: { S1: 1 }, PS: [], CP: 1, CPS: '1st half', TS: 600, SLS: '' };
const LINE_GAME = listGame({ I: 500, O1: 'Arsenal', O2: 'Chelsea' });
const LIVE_GAME = listGame({ I: 501, O1: 'Everton', O2: 'Fulham', SC: LIVE_SCORE });
const LINE_IN_LEAGUE = listGame({ I: 600, O1: 'Brentford', O2: 'Burnley' });
const LIVE_IN_LEAGUE = listGame({ I: 601, O1: 'Wolves', O2: 'Leeds', SC: LIVE_SCORE });

/** GetFavoritesZip of both feeds as the server answers: the named games, or the named championship's. */
function favouritesFeed() {
  const asked: string[] = [];
  const feed =
    (line: readonly ReturnType<typeof listGame>[], live: boolean): Handler =>
    ({ url }) => {
      const [games, champs] = ['games', 'champs'].map((name) => url.searchParams.get(name));
      asked.push(`${live ? 'live' : 'line'} games=${games ?? ''} champs=${champs ?? ''}`);
      const gameIds = games?.split(',').map(Number) ?? [];
      const champIds = champs?.split(',').map(Number) ?? [];
      return feedAnswer(line.filter((game) => gameIds.includes(game.I) || champIds.includes(game.LI)));
    };
  const inLeague = (game: ReturnType<typeof listGame>) => ({ ...game, LI: 88 });
  const games = [LINE_GAME, LIVE_GAME].map((game) => ({ ...game, LI: 77 }));
  const routes: Record<string, Handler> = {
    'GET /service-api/LineFeed/GetFavoritesZip': feed([games[0]!, inLeague(LINE_IN_LEAGUE)], false),
    'GET /service-api/LiveFeed/GetFavoritesZip': feed([games[1]!, inLeague(LIVE_IN_LEAGUE)], true),
  };
  return { asked, routes };
}

const row = (id: number) => document.querySelector(`[data-game="${id}"]`);

describe('the favourites page (FAV-07)', () => {
  afterEach(() => {
    setLiveSocketFactory(undefined);
    useLocalFavourites.setState({ lists: EMPTY_FAVOURITES });
  });

  it('lists the favourite games and the games of favourite championships, live and line', async () => {
    fakeLiveSockets();
    useLocalFavourites.setState({
      lists: {
        games: [
          { id: 500, name: 'Arsenal – Chelsea', sportId: 1 },
          { id: 501, name: 'Everton – Fulham', sportId: 1 },
        ],
        champs: [{ id: 88, name: LEAGUE, sportId: 1 }],
        teams: [],
      },
    });
    const server = favouritesFeed();
    mockServer({ routes: server.routes });
    renderApp('/en/favorites');

    await waitFor(() => expect(row(500)).toBeTruthy());
    expect(row(501)).toBeTruthy();
    // Live first, then the line.
    expect([...document.querySelectorAll('[data-game]')].map((el) => el.getAttribute('data-game'))).toEqual([
      '501',
      '500',
    ]);
    expect(server.asked.sort()).toEqual(['line games=500,501 champs=', 'live games=500,501 champs=']);

    fireEvent.click(screen.getByRole('button', { name: /^Championships/ }));
    expect(await screen.findByRole('link', { name: LEAGUE })).toBeTruthy();
    await waitFor(() => expect(row(600)).toBeTruthy());
    expect(row(601)).toBeTruthy();
    expect(row(500)).toBeNull();
    expect(server.asked.slice(2).sort()).toEqual(['line games= champs=88', 'live games= champs=88']);
  });

  it('says so when the favourite championships have no games on either feed', async () => {
    fakeLiveSockets();
    useLocalFavourites.setState({
      lists: { games: [], champs: [{ id: 99, name: 'Idle League', sportId: 1 }], teams: [] },
    });
    mockServer({ routes: favouritesFeed().routes });
    renderApp('/en/favorites?tab=champs');
    expect(await screen.findByText('No games in your favourite championships right now')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Idle League' })).toBeTruthy();
  });
});
