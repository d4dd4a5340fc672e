import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { GameNotification } from '@sportsbook/core/api/feed-responses/favourites-subscriptions.schema';
import { json, mockServer, playerSession, type Handler } from '../../../test/mock-server';
import { renderApp } from '../../../test/render-app';
import { siteConfigFixture } from '../../../test/site-config.fixture';
import { setLiveSocketFactory } from '../live/live-client';
import { fakeLiveSockets, feedAnswer, pageGame } from '../testing/feed-fixtures';

const GAME_PATH = '/en/line/1-football/88-england/500-arsenal-chelsea';
const SERVICE = '/service-api/SubscriptionService/api';
const EVENT_TYPES = [
  { id: 1, key: 'subscription.event.start', name: 'Game start' },
  { id: 2, key: 'subscription.event.score', name: 'Score change (goal)' },
  { id: 5, key: 'subscription.event.result', name: 'Result' },
];

/** The subscription calls of one player on game 500, answering as the server does; `saved` keeps each body. */
function subscriptionServer(eventTypes: number[]) {
  const saved: unknown[] = [];
  const current = () =>
    json({ data: eventTypes.length ? [{ gameId: 500, eventTypes, name: null, startAt: null }] : [] });
  const routes: Record<string, Handler> = {
    'GET /service-api/LineFeed/GetGameZip': () => feedAnswer(pageGame()),
    [`GET ${SERVICE}/GetEventTypesByGameId`]: () => json({ data: EVENT_TYPES }),
    [`POST ${SERVICE}/GetGameSubscription`]: current,
    'POST /web-api/gamesubscription/save': ({ body }) => {
      saved.push(body);
      eventTypes = (body as { events: { eventTypes: number[] }[] }).events[0]!.eventTypes;
      return current();
    },
    'GET /web-api/gamesubscription/notifications': () => json({ data: [], unread: 0 }),
  };
  return { saved, routes };
}

const bell = () => screen.findByRole('button', { name: 'Game notifications Arsenal – Chelsea' });

/** Phone widths as the stylesheets' breakpoint sees them. */
function onPhone() {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query === '(max-width: 767px)',
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

describe('game subscriptions on the game page (FAV-09)', () => {
  afterEach(() => {
    setLiveSocketFactory(undefined);
    vi.unstubAllGlobals();
  });

  it('subscribes a player to the chosen events and shows the bell pressed', async () => {
    fakeLiveSockets();
    const server = subscriptionServer([]);
    mockServer({ session: playerSession(), routes: server.routes });
    renderApp(GAME_PATH);
    const button = await bell();
    await waitFor(() => expect(button.getAttribute('aria-pressed')).toBe('false'));
    fireEvent.click(button);
    const popover = within(await screen.findByRole('dialog', { name: 'Notify me about' }));
    expect((await popover.findAllByRole('checkbox')).map((box) => box.parentElement?.textContent)).toEqual([
      'All events',
      'Game start',
      'Score change (goal)',
      'Result',
    ]);
    fireEvent.click(popover.getByRole('checkbox', { name: 'Score change (goal)' }));
    fireEvent.click(popover.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(button.getAttribute('aria-pressed')).toBe('true'));
    expect(server.saved).toEqual([{ events: [{ gameId: 500, eventTypes: [2] }] }]);
    expect(await screen.findByText('Notifications for this game are on')).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Notify me about' })).toBeNull();
  });

  it('ticks what the player follows, and "all" ticks every event', async () => {
    fakeLiveSockets();
    const server = subscriptionServer([5]);
    mockServer({ session: playerSession(), routes: server.routes });
    renderApp(GAME_PATH);
    const button = await bell();
    await waitFor(() => expect(button.getAttribute('aria-pressed')).toBe('true'));
    fireEvent.click(button);
    const popover = within(await screen.findByRole('dialog', { name: 'Notify me about' }));
    const result = (await popover.findByRole('checkbox', { name: 'Result' })) as HTMLInputElement;
    expect(result.checked).toBe(true);
    expect((popover.getByRole('checkbox', { name: 'All events' }) as HTMLInputElement).checked).toBe(false);
    fireEvent.click(popover.getByRole('checkbox', { name: 'All events' }));
    fireEvent.click(popover.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(server.saved).toEqual([{ events: [{ gameId: 500, eventTypes: [1, 2, 5] }] }]));
  });

  it('asks a guest to log in instead', async () => {
    fakeLiveSockets();
    const server = subscriptionServer([]);
    const fetchMock = mockServer({ routes: server.routes });
    renderApp(GAME_PATH);
    const button = await bell();
    expect(button.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(button);
    expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Notify me about' })).toBeNull();
    expect(fetchMock.mock.calls.map(([url]) => String(url))).not.toContainEqual(
      expect.stringContaining('GetGameSubscription'),
    );
  });

  it('opens as a bottom sheet on a phone', async () => {
    fakeLiveSockets();
    onPhone();
    mockServer({ session: playerSession(), routes: subscriptionServer([]).routes });
    renderApp(GAME_PATH);
    fireEvent.click(await bell());
    const sheet = await screen.findByRole('dialog', { name: 'Notify me about' });
    expect(sheet.getAttribute('aria-modal')).toBe('true');
    expect(await within(sheet).findByRole('checkbox', { name: 'Game start' })).toBeTruthy();
  });
});

/** The game page of a site that hides one of the two buttons from its phone layout (SPT-26). */
function renderPhoneGame(flag: 'mobileGameFavoriteButtonHidden' | 'mobileGameNotificationButtonHidden') {
  mockServer({
    config: siteConfigFixture('en', { boolean: { [flag]: true } }),
    routes: subscriptionServer([]).routes,
  });
  return renderApp(GAME_PATH);
}

describe('the mobile game page buttons (SPT-26)', () => {
  afterEach(() => {
    setLiveSocketFactory(undefined);
    vi.unstubAllGlobals();
  });

  const hidden = siteConfigFixture('en', {
    boolean: { mobileGameFavoriteButtonHidden: true, mobileGameNotificationButtonHidden: true },
  });
  const buttons = () => ({
    favourite: screen.queryByRole('button', { name: 'Favourite game Arsenal – Chelsea' }),
    bell: screen.queryByRole('button', { name: 'Game notifications Arsenal – Chelsea' }),
  });

  it('are not rendered on a phone when the configuration hides them', async () => {
    fakeLiveSockets();
    onPhone();
    mockServer({ config: hidden, routes: subscriptionServer([]).routes });
    renderApp(GAME_PATH);
    await screen.findByRole('region', { name: 'Match result' });
    expect(buttons()).toEqual({ favourite: null, bell: null });
  });

  it('stay on wider screens, and on phones by default', async () => {
    fakeLiveSockets();
    mockServer({ config: hidden, routes: subscriptionServer([]).routes });
    const view = renderApp(GAME_PATH);
    await screen.findByRole('region', { name: 'Match result' });
    expect(buttons().favourite).toBeTruthy();
    expect(buttons().bell).toBeTruthy();
    view.unmount();

    onPhone();
    mockServer({ routes: subscriptionServer([]).routes });
    renderApp(GAME_PATH);
    await screen.findByRole('region', { name: 'Match result' });
    expect(buttons().favourite).toBeTruthy();
    expect(buttons().bell).toBeTruthy();
  });

  it('each hides only its own button on a phone', async () => {
    fakeLiveSockets();
    onPhone();
    const view = renderPhoneGame('mobileGameFavoriteButtonHidden');
    await screen.findByRole('region', { name: 'Match result' });
    expect(buttons().favourite).toBeNull();
    expect(buttons().bell).toBeTruthy();
    view.unmount();

    renderPhoneGame('mobileGameNotificationButtonHidden');
    await screen.findByRole('region', { name: 'Match result' });
    expect(buttons().favourite).toBeTruthy();
    expect(buttons().bell).toBeNull();
  });
});

describe('the game info modal (SPT-26)', () => {
  afterEach(() => {
    setLiveSocketFactory(undefined);
    vi.unstubAllGlobals();
  });

  // Built from local time, so the page (which shows the visitor's own time zone) prints exactly this.
  const START = Math.floor(new Date(2026, 11, 31, 18, 45).getTime() / 1000);
  const facts = (modal: HTMLElement) =>
    [...modal.querySelectorAll('dt')].map((term) => [term.textContent, term.nextElementSibling?.textContent]);
  const openInfo = async () => {
    fireEvent.click(await screen.findByRole('button', { name: 'Game info' }));
    return screen.findByRole('dialog', { name: 'Game info' });
  };
  const modalButtons = (modal: HTMLElement) => ({
    favourite: within(modal).queryByRole('button', { name: 'Favourite game Arsenal – Chelsea' }),
    bell: within(modal).queryByRole('button', { name: 'Game notifications Arsenal – Chelsea' }),
  });

  it("shows a coming game's sides, championship and start, with a working star and bell", async () => {
    fakeLiveSockets();
    onPhone();
    const routes = subscriptionServer([]).routes;
    routes['GET /service-api/LineFeed/GetGameZip'] = () => feedAnswer(pageGame({ S: START }));
    mockServer({ routes });
    renderApp(GAME_PATH);
    const modal = await openInfo();
    expect(facts(modal)).toEqual([
      ['Teams', 'Arsenal – Chelsea'],
      ['Championship', 'England. Premier League'],
      ['Start', '31.12.2026 18:45'],
    ]);
    expect(within(modal).getByRole('link', { name: 'England. Premier League' }).getAttribute('href')).toBe(
      '/en/line/1-football/88-england-premier-league',
    );
    const inside = modalButtons(modal);
    expect(inside.favourite?.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(inside.favourite!);
    expect(inside.favourite?.getAttribute('aria-pressed')).toBe('true');
    // A guest's star works in this browser; the bell asks them to log in, over the modal.
    fireEvent.click(inside.bell!);
    expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeTruthy();
  });

  it("adds a live game's score and period", async () => {
    fakeLiveSockets();
    onPhone();
    const live = pageGame({
      S: START,
      SC: { FS: { S1: 2, S2: 1 }, PS: [], CP: 2, CPS: '', TS: 3000, SLS: '' },
    });
    mockServer({ routes: { 'GET /service-api/LiveFeed/GetGameZip': () => feedAnswer(live) } });
    renderApp('/en/live/1-football/88-england/500-arsenal-chelsea');
    const modal = await openInfo();
    expect(facts(modal)).toEqual([
      ['Teams', 'Arsenal – Chelsea'],
      ['Championship', 'England. Premier League'],
      ['Start', '31.12.2026 18:45'],
      ['Score', '2:1'],
      ['Period', 'Half 2'],
    ]);
    expect(within(modal).getByRole('link', { name: 'England. Premier League' }).getAttribute('href')).toBe(
      '/en/live/1-football/88-england-premier-league',
    );
  });

  it('leaves out each button its flag hides', async () => {
    fakeLiveSockets();
    onPhone();
    const view = renderPhoneGame('mobileGameFavoriteButtonHidden');
    let inside = modalButtons(await openInfo());
    expect(inside.favourite).toBeNull();
    expect(inside.bell).toBeTruthy();
    view.unmount();

    renderPhoneGame('mobileGameNotificationButtonHidden');
    inside = modalButtons(await openInfo());
    expect(inside.favourite).toBeTruthy();
    expect(inside.bell).toBeNull();
  });

  it('is a phone thing: wider screens show the board instead', async () => {
    fakeLiveSockets();
    mockServer({ routes: subscriptionServer([]).routes });
    renderApp(GAME_PATH);
    await screen.findByRole('region', { name: 'Match result' });
    expect(screen.queryByRole('button', { name: 'Game info' })).toBeNull();
  });
});

function notification(id: number, overrides: Partial<GameNotification> = {}): GameNotification {
  return {
    id,
    gameId: 500,
    type: 2,
    key: 'subscription.notification.score',
    createdAt: '2026-11-26T15:00:00.000Z',
    readAt: null,
    sportId: 1,
    champ: { en: 'Premier League', ru: 'Премьер-лига', ar: 'الدوري الممتاز' },
    home: { en: 'Arsenal', ru: 'Арсенал', ar: 'آرسنال' },
    away: { en: 'Chelsea', ru: 'Челси', ar: 'تشيلسي' },
    score: { S1: 1, S2: 0 },
    side: 1,
    period: 1,
    cancelled: false,
    ...overrides,
  };
}

describe("a player's game notifications (FAV-10)", () => {
  afterEach(() => {
    setLiveSocketFactory(undefined);
    vi.unstubAllGlobals();
  });

  it('toasts each new one once, lists them in the header and marks them read when opened', async () => {
    fakeLiveSockets();
    const earlier = notification(1, {
      type: 1,
      key: 'subscription.notification.start',
      score: null,
      side: null,
    });
    let list = [earlier];
    const readBodies: unknown[] = [];
    let polls = 0;
    mockServer({
      session: playerSession(),
      routes: {
        'GET /web-api/gamesubscription/notifications': () => {
          polls += 1;
          return json({ data: list, unread: list.filter((item) => !item.readAt).length });
        },
        'POST /web-api/gamesubscription/notifications/read': ({ body }) => {
          readBodies.push(body);
          list = list.map((item) => ({ ...item, readAt: '2026-11-26T15:05:00.000Z' }));
          return json({ data: list, unread: 0 });
        },
      },
    });
    renderApp('/en');
    const headerBell = await screen.findByRole('button', { name: 'Notifications, unread: 1' });
    // What was there before the page opened is listed, not toasted.
    expect(screen.queryByText('The game has started')).toBeNull();

    list = [notification(2), earlier];
    const refocus = async () => {
      const before = polls;
      act(() => void window.dispatchEvent(new Event('visibilitychange')));
      await waitFor(() => expect(polls).toBeGreaterThan(before));
    };
    await refocus();
    expect(await screen.findByText('Arsenal scored')).toBeTruthy();
    expect(screen.getByText('Arsenal 1:0 Chelsea')).toBeTruthy();
    await refocus();
    await screen.findByRole('button', { name: 'Notifications, unread: 2' });
    expect(screen.getAllByText('Arsenal scored')).toHaveLength(1);

    fireEvent.click(headerBell);
    const panel = within(await screen.findByRole('dialog', { name: 'Notifications' }));
    expect(panel.getAllByRole('listitem').map((item) => item.firstChild?.textContent)).toEqual([
      'Arsenal 1:0 Chelsea',
      'Arsenal – Chelsea',
    ]);
    expect(panel.getByText('The game has started')).toBeTruthy();
    await waitFor(() => expect(readBodies).toEqual([{ ids: [2, 1] }]));
    expect(await screen.findByRole('button', { name: 'Notifications, unread: 0' })).toBeTruthy();
  });

  it('toasts and counts one pushed over the live socket at once, without asking the server', async () => {
    const sockets = fakeLiveSockets();
    let polls = 0;
    mockServer({
      session: playerSession(),
      routes: {
        'GET /web-api/gamesubscription/notifications': () => {
          polls += 1;
          return json({ data: [notification(1, { readAt: '2026-11-26T15:05:00.000Z' })], unread: 0 });
        },
      },
    });
    renderApp('/en');
    await screen.findByRole('button', { name: 'Notifications, unread: 0' });
    const asked = polls;
    const pushed = { v: 1, type: 'notification', notification: notification(2) };
    // Pushed on the socket the player listens on: the newest, opened after his header mounted (so with his
    // session cookie), once the server said hello on it. On a busy machine the page may not have opened it
    // yet, or may still reopen it, so the push is repeated on the newest socket until it shows; a repeat is
    // the duplicate case below, which must change nothing.
    const push = async () => {
      const socket = sockets.at(-1);
      if (!socket) return;
      if (socket.readyState === 0) await act(async () => socket.open());
      act(() => socket.receive(pushed));
    };
    // A reopened socket waits out the connection's retry delay, longer than waitFor's default second.
    await waitFor(
      async () => {
        if (!screen.queryByText('Arsenal scored')) await push();
        expect(screen.getByText('Arsenal scored')).toBeTruthy();
      },
      { timeout: 5_000 },
    );
    expect(await screen.findByRole('button', { name: 'Notifications, unread: 1' })).toBeTruthy();
    // The same one again (a second tab's socket, a reconnect) is neither toasted nor counted twice.
    act(() => sockets.at(-1)!.receive(pushed));
    expect(screen.getAllByText('Arsenal scored')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Notifications, unread: 1' })).toBeTruthy();
    expect(polls).toBe(asked);
  });

  it('sit in the account menu on a phone, whose list is a bottom sheet', async () => {
    fakeLiveSockets();
    onPhone();
    let list = [notification(3)];
    const readBodies: unknown[] = [];
    mockServer({
      session: playerSession(),
      routes: {
        'GET /web-api/gamesubscription/notifications': () =>
          json({ data: list, unread: list.filter((item) => !item.readAt).length }),
        'POST /web-api/gamesubscription/notifications/read': ({ body }) => {
          readBodies.push(body);
          list = list.map((item) => ({ ...item, readAt: '2026-11-26T15:05:00.000Z' }));
          return json({ data: list, unread: 0 });
        },
      },
    });
    renderApp('/en');
    fireEvent.click(await screen.findByRole('button', { name: 'Account menu' }));
    const entry = await screen.findByRole('button', { name: 'Notifications, unread: 1' });
    expect(screen.queryAllByRole('button', { name: /^Notifications, unread/ })).toHaveLength(1);
    fireEvent.click(entry);
    const sheet = within(await screen.findByRole('dialog', { name: 'Notifications' }));
    expect(sheet.getByText('Arsenal scored')).toBeTruthy();
    await waitFor(() => expect(readBodies).toEqual([{ ids: [3] }]));
  });
});
