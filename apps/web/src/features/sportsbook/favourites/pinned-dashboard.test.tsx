import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { mockServer, type Handler } from '../../../test/mock-server';
import { renderApp } from '../../../test/render-app';
import { setLiveSocketFactory } from '../live/live-client';
import { fakeLiveSockets, feedAnswer, listGame } from '../testing/feed-fixtures';
import { usePinnedGames } from './pinned-games.store';

const POOL = Array.from({ length: 21 }, (_, index) =>
  listGame({ I: index + 1, O1: `Team ${index + 1}`, O2: 'Rovers' }),
);
const pinButton = (team: string) =>
  screen.getByRole('button', { name: `Pin ${team} – Rovers to the dashboard` });

/** The sport's list holds games 1 and 21; the dashboard asks for its pinned games by id. */
const lineFeed: Handler = ({ url }) => {
  const asked = url.searchParams.get('games');
  if (!asked) return feedAnswer([POOL[0], POOL[20]]);
  const ids = asked.split(',').map(Number);
  return feedAnswer(POOL.filter((game) => ids.includes(game.I)));
};

describe('the dashboard of pinned games', () => {
  afterEach(() => {
    setLiveSocketFactory(undefined);
    usePinnedGames.setState({ ids: [] });
  });

  it('refuses a 21st game, takes it once another is unpinned, and lists the 20 (FAV-08)', async () => {
    fakeLiveSockets();
    mockServer({
      routes: {
        'GET /service-api/LineFeed/GetSportsShortZip': () => feedAnswer([{ I: 1, N: 'Football', C: 2 }]),
        'GET /service-api/LiveFeed/GetSportsShortZip': () => feedAnswer([]),
        'GET /service-api/LineFeed/Get1x2_VZip': lineFeed,
        'GET /service-api/LiveFeed/Get1x2_VZip': () => feedAnswer([]),
      },
    });
    act(() => usePinnedGames.setState({ ids: POOL.slice(0, 20).map((game) => game.I) }));
    const view = renderApp('/en/line/1-football');
    await screen.findByText('Team 21');
    expect(pinButton('Team 1').getAttribute('aria-pressed')).toBe('true');

    fireEvent.click(pinButton('Team 21'));
    expect(
      await screen.findByText('The dashboard holds 20 games at most. Unpin one to add another.'),
    ).toBeTruthy();
    expect(pinButton('Team 21').getAttribute('aria-pressed')).toBe('false');

    fireEvent.click(pinButton('Team 1'));
    expect(pinButton('Team 1').getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(pinButton('Team 21'));
    expect(pinButton('Team 21').getAttribute('aria-pressed')).toBe('true');
    const pinned = [...POOL.slice(1, 20).map((game) => game.I), 21];
    expect(JSON.parse(window.localStorage.getItem('pinned-games') ?? 'null')).toEqual(pinned);

    await act(() => view.router.navigate('/en/favorites?tab=pinned'));
    const dashboard = await screen.findByRole('region', { name: /^Pinned games/ });
    expect(within(dashboard).getByRole('heading', { level: 2 }).textContent).toBe('Pinned games20/20');
    expect(await within(dashboard).findByText('Team 21')).toBeTruthy();
    expect(within(dashboard).getByText('Team 2')).toBeTruthy();
    expect(within(dashboard).queryByText('Team 1')).toBeNull();
  });
});
