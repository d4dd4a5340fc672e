import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockServer, playerSession, type Handler } from '../../../test/mock-server';
import { renderApp } from '../../../test/render-app';
import { siteConfigFixture } from '../../../test/site-config.fixture';
import { useOddsFormatStore } from '../../../shared/odds/odds-format.store';
import { setLiveSocketFactory } from '../live/live-client';
import { FLUSH_MS } from '../live/live-cache-sync';
import { fakeLiveSockets, feedAnswer, listGame } from '../testing/feed-fixtures';

const SPORTS = [
  { I: 1, N: 'Football', C: 3, CC: 1 },
  { I: 4, N: 'Tennis', C: 5, CC: 2 },
];

function feedRoutes(games: ReturnType<typeof listGame>[], seen: URL[] = []): Record<string, Handler> {
  const answer: Handler = ({ url }) => {
    seen.push(url);
    return feedAnswer(games);
  };
  return {
    'GET /service-api/LineFeed/GetSportsShortZip': () => feedAnswer(SPORTS),
    'GET /service-api/LiveFeed/GetSportsShortZip': () => feedAnswer([]),
    'GET /service-api/LineFeed/Get1x2_VZip': answer,
    'GET /service-api/LiveFeed/Get1x2_VZip': answer,
  };
}

const prices = () =>
  screen.getAllByRole('button', { name: /^Match result:/ }).map((button) => button.textContent);

describe('the line and live lists', () => {
  afterEach(() => {
    setLiveSocketFactory(undefined);
    useOddsFormatStore.setState({ format: 'decimal' });
  });

  it('groups the line of a sport by time to start: within 2 hours, 2 to 4 hours, later', async () => {
    fakeLiveSockets();
    const games = [
      listGame({ I: 1, O1: 'Soon FC', startInSec: 1800 }),
      listGame({ I: 2, O1: 'Middle FC', startInSec: 3 * 3600 }),
      listGame({ I: 3, O1: 'Late FC', startInSec: 9 * 3600 }),
    ];
    mockServer({ routes: feedRoutes(games) });
    renderApp('/en/line/1-football');
    await screen.findByRole('heading', { level: 1, name: 'Football' });
    const list = await screen.findByLabelText('Sports', { selector: '[aria-label="Sports"]:not(nav)' });
    // Rows in view join the list a few per frame.
    await waitFor(() =>
      expect(
        within(list)
          .getAllByRole('heading', { level: 2 })
          .map((h) => h.textContent),
      ).toEqual(['Starting within 2 hours1', 'Starting in 2 to 4 hours1', 'Starting in more than 4 hours1']),
    );
    const teams = within(list)
      .getAllByRole('link')
      .filter((link) => link.textContent?.includes('FC'));
    expect(teams.map((link) => link.textContent)).toEqual([
      'Soon FCChelsea',
      'Middle FCChelsea',
      'Late FCChelsea',
    ]);
  });

  it('changes every price on the page when another odds format is chosen', async () => {
    fakeLiveSockets();
    mockServer({ routes: feedRoutes([listGame({ I: 1 }), listGame({ I: 2, LI: 89, L: 'Spain. LaLiga' })]) });
    renderApp('/en/line/1-football');
    await screen.findAllByRole('button', { name: /^Match result:/ });
    expect(prices()).toEqual(['2.50', '3.20', '2.90', '2.50', '3.20', '2.90']);
    act(() => useOddsFormatStore.getState().setFormat('american'));
    expect(prices()).toEqual(['+150', '+220', '+190', '+150', '+220', '+190']);
    act(() => useOddsFormatStore.getState().setFormat('hongKong'));
    expect(prices()).toEqual(['1.50', '2.20', '1.90', '1.50', '2.20', '1.90']);
  });

  it('shows prices in the site’s odds format for the visitor’s language until the visitor picks one (SPT-25)', async () => {
    fakeLiveSockets();
    mockServer({
      config: siteConfigFixture('en', { other: { coefficientFormatByLanguage: { en: 2 } } }),
      routes: feedRoutes([listGame({ I: 1 })]),
    });
    const view = renderApp('/en/line/1-football');
    await screen.findAllByRole('button', { name: /^Match result:/ });
    expect(prices()).toEqual(['+150', '+220', '+190']);
    expect(window.localStorage.getItem('odds-format')).toBeNull();
    view.unmount();

    window.localStorage.setItem('odds-format', '3');
    renderApp('/en/line/1-football');
    await screen.findAllByRole('button', { name: /^Match result:/ });
    expect(prices()).toEqual(['1.50', '2.20', '1.90']);
  });

  it('shows a price the live push moved, flashing, without asking the feed again', async () => {
    const sockets = fakeLiveSockets();
    const seen: URL[] = [];
    const game = listGame({ I: 7, SC: { FS: {}, PS: [], CP: 1, CPS: '1st half', TS: 600, SLS: '' } });
    mockServer({ routes: feedRoutes([game], seen) });
    renderApp('/en/live/1-football');
    await screen.findAllByRole('button', { name: /^Match result:/ });
    await waitFor(() => expect(sockets.length).toBeGreaterThan(0));
    act(() => sockets[0]!.open());
    await waitFor(() =>
      expect(sockets[0]!.sent.some((message) => JSON.stringify(message.topics).includes('"sport"'))).toBe(
        true,
      ),
    );
    const requests = seen.length;
    act(() =>
      sockets[0]!.receive({
        v: 1,
        type: 'snapshot',
        seq: 2,
        replace: false,
        games: [
          {
            I: 7,
            V: 1,
            SI: 1,
            LI: 88,
            S: game.S,
            LV: 1,
            PH: 1,
            E: game.E.map(({ G, T, C, P }) => ({ G, T, C, ...(P && { P }) })),
          },
        ],
      }),
    );
    act(() =>
      sockets[0]!.receive({
        v: 1,
        type: 'diff',
        seq: 3,
        games: [{ I: 7, V: 2, E: [{ G: 1, T: 1, C: 2.75 }] }],
      }),
    );
    await new Promise((resolve) => setTimeout(resolve, FLUSH_MS + 50));
    const moved = await screen.findByRole('button', { name: 'Match result: 1 2.75, price up' });
    expect(moved.dataset.flash).toBe('up');
    act(() =>
      sockets[0]!.receive({
        v: 1,
        type: 'diff',
        seq: 4,
        games: [{ I: 7, V: 3, E: [{ G: 1, T: 3, C: 2.9, B: true }] }],
      }),
    );
    await screen.findByRole('button', { name: '2: betting suspended' });
    expect(seen.length).toBe(requests);
  });

  it('leaves out the sports a logged-in player disallowed (ACC-07)', async () => {
    fakeLiveSockets();
    const seen: URL[] = [];
    mockServer({
      session: playerSession(),
      routes: {
        ...feedRoutes([listGame()], seen),
        'GET /web-api/api/web/user/v1/settings': () =>
          json({ data: { attributes: { lineDisallowSport: [4, 40], liveDisallowSport: [66] } } }),
      },
    });
    renderApp('/en/line/1-football');
    await screen.findAllByRole('button', { name: /^Match result:/ });
    expect(seen.map((url) => url.searchParams.get('antisports'))).toContain('4,40');
    expect(seen.every((url) => url.searchParams.has('antisports'))).toBe(true);
    vi.unstubAllGlobals();
  });

  // Query retries wait 1 s, then 2 s before the error shows.
  it.each([
    ['line', 'LineFeed'],
    ['live', 'LiveFeed'],
  ])(
    'says the %s feed failed after asking three times, and lists the games once Try again succeeds (SPT-27)',
    async (kind, feed) => {
      fakeLiveSockets();
      let failing = true;
      let asked = 0;
      mockServer({
        routes: {
          ...feedRoutes([]),
          [`GET /service-api/${feed}/Get1x2_VZip`]: () => {
            asked += 1;
            return failing
              ? json({ message: 'Bad gateway', errors: [{ code: 'UPSTREAM', detail: 'Bad gateway' }] }, 502)
              : feedAnswer([listGame({ I: 1, O1: 'Back FC' })]);
          },
        },
      });
      renderApp(`/en/${kind}/1-football`);
      const error = await screen.findByRole('alert', {}, { timeout: 10_000 });
      expect(within(error).getByText('The events could not be loaded')).toBeTruthy();
      expect(asked).toBe(3);
      expect(screen.queryByRole('button', { name: /^Match result:/ })).toBeNull();
      failing = false;
      fireEvent.click(within(error).getByRole('button', { name: 'Try again' }));
      expect(await screen.findAllByRole('link', { name: /Back FC/ })).not.toHaveLength(0);
      expect(screen.queryByText('The events could not be loaded')).toBeNull();
      expect(asked).toBe(4);
    },
    15_000,
  );
});
