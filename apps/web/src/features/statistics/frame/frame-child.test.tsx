import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { frameEnvelope, type FrameBet, type FrameMessage } from '@sportsbook/core/statistics/frame-messages';
import { renderApp } from '../../../test/render-app';
import { GAME_ID, resetFrame, serveStatistics } from '../testing/statistics.fixture';

const LISTENER = 'f1';
const realParent = Object.getOwnPropertyDescriptor(window, 'parent')!;
let host: { postMessage: ReturnType<typeof vi.fn> };

/** What the frame posted to its host, in order. */
const posted = () =>
  host.postMessage.mock.calls.map(
    ([message]) => message as FrameMessage & { listenerId: string; source: string },
  );
const postedOf = <T extends FrameMessage['type']>(type: T) =>
  posted().filter((message) => message.type === type) as unknown as (Extract<FrameMessage, { type: T }> & {
    listenerId: string;
  })[];

/** The host posts a message to the frame. */
function fromHost(message: FrameMessage) {
  const event = new MessageEvent('message', { data: frameEnvelope(message, LISTENER) });
  Object.defineProperty(event, 'source', { value: host });
  act(() => {
    window.dispatchEvent(event);
  });
}

const homeBet: FrameBet = { gameId: GAME_ID, type: 1, group: 1, coef: 2.5, kind: 3 };

async function openFramed(query: string) {
  serveStatistics();
  renderApp(`/en/statisticpopup/game/1/${GAME_ID}/main?p=${LISTENER}&${query}`);
  await screen.findByRole('heading', { level: 1, name: 'Arsenal — Chelsea' });
}

describe('the statistics frame inside a host page', () => {
  beforeEach(() => {
    resetFrame();
    host = { postMessage: vi.fn() };
    Object.defineProperty(window, 'parent', { value: host, configurable: true });
  });
  afterEach(() => Object.defineProperty(window, 'parent', realParent));

  it('reports its page, title and height, and asks for the host’s coupon, all under its listener id', async () => {
    await openFramed('d=1&mh=300');
    await waitFor(() => expect(postedOf('SetDocumentTitle')).toHaveLength(1));
    expect(postedOf('HistoryRouteChanged')[0]).toMatchObject({
      path: `game/1/${GAME_ID}/main`,
      listenerId: LISTENER,
    });
    expect(postedOf('SetDocumentTitle')[0]!.title).toBe('Arsenal — Chelsea: Overview');
    expect(postedOf('BodyHeightChanged')[0]!.height).toBeGreaterThanOrEqual(0);
    expect(postedOf('Request.GetCouponData')).toHaveLength(1);
    expect(posted().every((message) => message.source === 'sportsbook-statistics')).toBe(true);
  });

  it('takes the host’s theme, direction and hidden items from its address', async () => {
    await openFramed('d=1&rtl=1&h=venue-insights');
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(document.querySelector('[dir="rtl"]')).not.toBeNull();
    const venue = await screen.findByRole('region', { name: 'Venue' });
    expect(within(venue).getByRole('button', { name: 'Show' })).toBeTruthy();
    expect(within(venue).queryByText('Emirates Stadium')).toBeNull();
  });

  it('marks the host’s coupon, sends a bet with Request.SendBet and follows BetsUpdate', async () => {
    await openFramed('');
    await waitFor(() => expect(postedOf('Request.GetCouponData')).toHaveLength(1));
    const request = postedOf('Request.GetCouponData')[0]!;
    fromHost({
      type: 'Request.GetCouponData',
      requestId: request.requestId,
      reply: { bets: [homeBet], isBetsAvailable: true },
    });
    const market = await screen.findByRole('group', { name: 'Match result' });
    await waitFor(() =>
      expect(within(market).getAllByRole('button')[0]!.getAttribute('aria-pressed')).toBe('true'),
    );

    await userEvent.click(within(market).getAllByRole('button')[2]!);
    await waitFor(() => expect(postedOf('Request.SendBet')).toHaveLength(1));
    const send = postedOf('Request.SendBet')[0]!;
    expect(send.bet).toMatchObject({
      gameId: GAME_ID,
      type: 3,
      coef: 2.9,
      kind: 3,
      opp1: 'Arsenal',
      opp2: 'Chelsea',
    });
    fromHost({ type: 'Request.SendBet', requestId: send.requestId, reply: { accepted: true } });
    expect(await screen.findByText('Added to the bet slip')).toBeTruthy();

    fromHost({ type: 'BetsUpdate', bets: [{ ...homeBet, type: 3, coef: 2.9 }] });
    await waitFor(() =>
      expect(within(market).getAllByRole('button')[2]!.getAttribute('aria-pressed')).toBe('true'),
    );
    expect(within(market).getAllByRole('button')[0]!.getAttribute('aria-pressed')).toBe('false');
  });

  it('shows plain prices when the host says bets are not available', async () => {
    await openFramed('');
    await waitFor(() => expect(postedOf('Request.GetCouponData')).toHaveLength(1));
    fromHost({
      type: 'Request.GetCouponData',
      requestId: postedOf('Request.GetCouponData')[0]!.requestId,
      reply: { bets: [], isBetsAvailable: false },
    });
    const market = await screen.findByRole('group', { name: 'Match result' });
    await waitFor(() => expect(within(market).queryAllByRole('button')).toHaveLength(0));
  });

  it('opens the page the host’s address names and reports it back', async () => {
    await openFramed('hs=1');
    fromHost({ type: 'ParentPathChanged', path: `game/1/${GAME_ID}/h2h` });
    expect(await screen.findByRole('region', { name: '3 meetings' })).toBeTruthy();
    await waitFor(() =>
      expect(postedOf('HistoryRouteChanged').map((m) => m.path)).toContain(`game/1/${GAME_ID}/h2h`),
    );
  });

  it('hides and shows items the host switches, and tells the host about its own switches', async () => {
    await openFramed('');
    const venue = await screen.findByRole('region', { name: 'Venue' });
    fromHost({ type: 'SwitchHiddenItem', itemId: 'venue', hidden: true });
    expect(within(venue).getByRole('button', { name: 'Show' })).toBeTruthy();
    await userEvent.click(within(venue).getByRole('button', { name: 'Show' }));
    expect(postedOf('SwitchHiddenItem')).toEqual([
      expect.objectContaining({ itemId: 'venue', hidden: false }),
    ]);
    // The host keeps framed items; the frame does not write them itself.
    expect(window.localStorage.getItem('hidden-venue')).toBeNull();
  });

  it('follows the host’s theme changes (ChangeSettings)', async () => {
    await openFramed('d=1');
    expect(document.documentElement.dataset.theme).toBe('dark');
    fromHost({ type: 'ChangeSettings', settings: { isDarkTheme: false, isRtl: true } });
    await waitFor(() => expect(document.documentElement.dataset.theme).toBe('light'));
    expect(document.querySelector('[dir="rtl"]')).not.toBeNull();
  });

  it('asks the host to go back and forward when the host keeps the history', async () => {
    await openFramed('hs=1');
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    await userEvent.click(screen.getByRole('button', { name: 'Forward' }));
    expect(posted().map((m) => m.type)).toEqual(expect.arrayContaining(['ChildGoBack', 'ChildGoForward']));
  });

  it('ignores messages of other windows and of other listener ids', async () => {
    await openFramed('');
    const venue = await screen.findByRole('region', { name: 'Venue' });
    const stranger = new MessageEvent('message', {
      data: frameEnvelope({ type: 'SwitchHiddenItem', itemId: 'venue', hidden: true }, LISTENER),
    });
    act(() => {
      window.dispatchEvent(stranger);
    });
    const otherFrame = new MessageEvent('message', {
      data: frameEnvelope({ type: 'SwitchHiddenItem', itemId: 'venue', hidden: true }, 'other'),
    });
    Object.defineProperty(otherFrame, 'source', { value: host });
    act(() => {
      window.dispatchEvent(otherFrame);
    });
    expect(within(venue).getByRole('button', { name: 'Hide' })).toBeTruthy();
  });
});
