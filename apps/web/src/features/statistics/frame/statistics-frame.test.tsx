import { act, render } from '@testing-library/react';
import { createRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { frameEnvelope, type FrameBet, type FrameMessage } from '@sportsbook/core/statistics/frame-messages';
import { StatisticsFrame, type StatisticsFrameHandle, type StatisticsFrameProps } from './statistics-frame';

const bet: FrameBet = { gameId: 5, type: 1, coef: 2.2, kind: 3 };

function mount(overrides: Partial<StatisticsFrameProps> = {}) {
  const props: StatisticsFrameProps = {
    title: 'Statistics',
    href: 'game/1/5/main',
    language: 'en',
    postMessageListenerId: 'f1',
    syncHistoryWithIframe: true,
    transformPrefix: '/en/statistics',
    hostPath: '/en/statistics/game/1/5/main',
    ...overrides,
  };
  const handle = createRef<StatisticsFrameHandle>();
  const view = render(<StatisticsFrame {...props} ref={handle} />);
  const iframe = view.container.querySelector('iframe')!;
  const child = iframe.contentWindow!;
  const toFrame = vi.spyOn(child, 'postMessage');
  const fromFrame = (message: FrameMessage, origin = window.location.origin, listenerId = 'f1') => {
    const event = new MessageEvent('message', { data: frameEnvelope(message, listenerId), origin });
    Object.defineProperty(event, 'source', { value: child });
    act(() => {
      window.dispatchEvent(event);
    });
  };
  const sent = () => toFrame.mock.calls.map(([message]) => message as FrameMessage);
  const rerender = (next: Partial<StatisticsFrameProps>) =>
    view.rerender(<StatisticsFrame {...props} {...next} ref={handle} />);
  return { iframe, fromFrame, sent, toFrame, rerender, handle };
}

describe('the statistics frame component of a host page', () => {
  afterEach(() => window.localStorage.clear());

  it('opens its first page with the short query parameters and the stored hidden items', () => {
    window.localStorage.setItem('hidden-lineups', '1');
    const { iframe } = mount({
      isDarkTheme: true,
      is12h: true,
      tableType: '2',
      minHeight: 400,
      oddsFormat: 3,
    });
    const src = new URL(iframe.getAttribute('src')!, window.location.href);
    expect(src.pathname).toBe('/en/statisticpopup/game/1/5/main');
    expect(Object.fromEntries(src.searchParams)).toEqual({
      tt: '2',
      h: 'lineups',
      hs: '1',
      ln: 'en',
      d: '1',
      is12h: '1',
      g: '3',
      p: 'f1',
      mh: '400',
    });
  });

  it('sizes itself to the content, never below 280 px or its own minimum', () => {
    const { iframe, fromFrame } = mount();
    expect(iframe.style.blockSize).toBe('280px');
    fromFrame({ type: 'BodyHeightChanged', height: 812.4 });
    expect(iframe.style.blockSize).toBe('813px');
    fromFrame({ type: 'BodyHeightChanged', height: 120 });
    expect(iframe.style.blockSize).toBe('280px');
    const tall = mount({ minHeight: 500 });
    tall.fromFrame({ type: 'BodyHeightChanged', height: 300 });
    expect(tall.iframe.style.blockSize).toBe('500px');
  });

  it('keeps a fixed height when told to', () => {
    const { iframe, fromFrame } = mount({ fixedIframeHeight: true });
    fromFrame({ type: 'BodyHeightChanged', height: 900 });
    expect(iframe.style.blockSize).toBe('');
  });

  it('mirrors the frame’s pages in its address with the prefix added, and sends its own address back', () => {
    const onHostPathChange = vi.fn();
    const { fromFrame, sent, rerender } = mount({ onHostPathChange });
    fromFrame({ type: 'HistoryRouteChanged', path: 'game/1/5/main' });
    expect(onHostPathChange).not.toHaveBeenCalled();
    fromFrame({ type: 'HistoryRouteChanged', path: 'team/1/11' });
    expect(onHostPathChange).toHaveBeenCalledWith('/en/statistics/team/1/11', false);
    rerender({ onHostPathChange, hostPath: '/en/statistics/team/1/11' });
    expect(sent()).toEqual([]);
    rerender({ onHostPathChange, hostPath: '/en/statistics/stage/1/30?tt=1' });
    expect(sent()).toEqual([expect.objectContaining({ type: 'ParentPathChanged', path: 'stage/1/30?tt=1' })]);
  });

  it('does not mirror anything when history sync is off', () => {
    const onHostPathChange = vi.fn();
    const { fromFrame, sent, rerender } = mount({ onHostPathChange, syncHistoryWithIframe: false });
    fromFrame({ type: 'HistoryRouteChanged', path: 'team/1/11' });
    rerender({ onHostPathChange, syncHistoryWithIframe: false, hostPath: '/en/statistics/horse/1' });
    expect(onHostPathChange).not.toHaveBeenCalled();
    expect(sent()).toEqual([]);
  });

  it('goes back and forward, sets its title and stores hidden items for the frame', () => {
    const onGoBack = vi.fn();
    const onGoForward = vi.fn();
    const onTitle = vi.fn();
    const { fromFrame } = mount({ onGoBack, onGoForward, onTitle });
    fromFrame({ type: 'ChildGoBack' });
    fromFrame({ type: 'ChildGoForward' });
    fromFrame({ type: 'SetDocumentTitle', title: 'Arsenal — Chelsea' });
    fromFrame({ type: 'SwitchHiddenItem', itemId: 'venue', hidden: true });
    expect(onGoBack).toHaveBeenCalledOnce();
    expect(onGoForward).toHaveBeenCalledOnce();
    expect(onTitle).toHaveBeenCalledWith('Arsenal — Chelsea');
    expect(window.localStorage.getItem('hidden-venue')).toBe('1');
    fromFrame({ type: 'SwitchHiddenItem', itemId: 'venue', hidden: false });
    expect(window.localStorage.getItem('hidden-venue')).toBeNull();
  });

  it('switches a hidden item from the host side', () => {
    const { handle, sent } = mount();
    act(() => handle.current!.switchHiddenItem('h2h', true));
    expect(window.localStorage.getItem('hidden-h2h')).toBe('1');
    expect(sent()).toEqual([
      expect.objectContaining({ type: 'SwitchHiddenItem', itemId: 'h2h', hidden: true }),
    ]);
  });

  it('answers the coupon requests: the coupon with isBetsAvailable, and a bet added', async () => {
    const onSendBet = vi.fn(() => ({ accepted: true }));
    const { fromFrame, sent } = mount({ bets: [bet], betsAvailable: true, onSendBet });
    fromFrame({ type: 'Request.GetCouponData', requestId: 'a' });
    await vi.waitFor(() => expect(sent()).toHaveLength(1));
    expect(sent()[0]).toMatchObject({
      type: 'Request.GetCouponData',
      requestId: 'a',
      reply: { bets: [bet], isBetsAvailable: true },
    });
    fromFrame({ type: 'Request.SendBet', requestId: 'b', bet: { ...bet, type: 3 } });
    await vi.waitFor(() => expect(sent()).toHaveLength(2));
    expect(onSendBet).toHaveBeenCalledWith({ ...bet, type: 3 });
    expect(sent()[1]).toMatchObject({ type: 'Request.SendBet', requestId: 'b', reply: { accepted: true } });
  });

  it('refuses bets while it takes none', async () => {
    const onSendBet = vi.fn(() => ({ accepted: true }));
    const { fromFrame, sent } = mount({ betsAvailable: false, onSendBet });
    fromFrame({ type: 'Request.GetCouponData', requestId: 'a' });
    fromFrame({ type: 'Request.SendBet', requestId: 'b', bet });
    await vi.waitFor(() => expect(sent()).toHaveLength(2));
    expect(sent()[0]).toMatchObject({ reply: { isBetsAvailable: false } });
    expect(sent()[1]).toMatchObject({ reply: { accepted: false } });
    expect(onSendBet).not.toHaveBeenCalled();
  });

  it('forwards changes of 12-hour time, theme, direction, time zone and tag id, and of its coupon', () => {
    const { sent, rerender } = mount({ is12h: false, isDarkTheme: true, timeZone: 3 });
    rerender({ is12h: true, isDarkTheme: false, isRtl: true, timeZone: -5, gTagId: 'G-1' });
    expect(sent()).toEqual([
      expect.objectContaining({
        type: 'ChangeSettings',
        settings: { is12h: true, isDarkTheme: false, isRtl: true, timeZone: -5, gTagId: 'G-1' },
      }),
    ]);
    rerender({ is12h: true, isDarkTheme: false, isRtl: true, timeZone: -5, gTagId: 'G-1', bets: [bet] });
    expect(sent()[1]).toMatchObject({ type: 'BetsUpdate', bets: [bet] });
  });

  it('ignores messages from other origins, windows and listener ids, and is ready when loaded', () => {
    const onReady = vi.fn();
    const onTitle = vi.fn();
    const { iframe, fromFrame } = mount({ onTitle, onReady });
    fromFrame({ type: 'SetDocumentTitle', title: 'x' }, 'https://evil.example');
    fromFrame({ type: 'SetDocumentTitle', title: 'x' }, window.location.origin, 'other');
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', { data: frameEnvelope({ type: 'SetDocumentTitle', title: 'x' }, 'f1') }),
      );
    });
    expect(onTitle).not.toHaveBeenCalled();
    act(() => {
      iframe.dispatchEvent(new Event('load'));
    });
    expect(onReady).toHaveBeenCalledOnce();
  });
});
