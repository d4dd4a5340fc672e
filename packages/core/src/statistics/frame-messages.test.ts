import { describe, expect, it } from 'vitest';
import {
  FRAME_MESSAGE_SOURCE,
  frameEnvelope,
  readFrameMessage,
  type FrameBet,
  type FrameMessage,
} from './frame-messages';

const bet: FrameBet = { gameId: 11, type: 1, group: 1, coef: 2.5, kind: 3, opp1: 'A', opp2: 'B' };

const EVERY_MESSAGE: FrameMessage[] = [
  { type: 'BodyHeightChanged', height: 812 },
  { type: 'ParentPathChanged', path: 'game/1/5/main' },
  { type: 'ChildGoBack' },
  { type: 'ChildGoForward' },
  { type: 'HistoryRouteChanged', path: 'team/1/7' },
  { type: 'SwitchHiddenItem', itemId: 'lineups', hidden: true },
  { type: 'SetDocumentTitle', title: 'Match statistics' },
  { type: 'BetsUpdate', bets: [bet] },
  {
    type: 'ChangeSettings',
    settings: { is12h: true, isDarkTheme: false, isRtl: true, timeZone: -5, gTagId: 'G-1' },
  },
  { type: 'Request.SendBet', requestId: 'r1', bet },
  { type: 'Request.SendBet', requestId: 'r1', reply: { accepted: false, reason: 'limit' } },
  { type: 'Request.GetCouponData', requestId: 'r2' },
  { type: 'Request.GetCouponData', requestId: 'r2', reply: { bets: [bet], isBetsAvailable: true } },
];

describe('statistics frame messages', () => {
  it.each(EVERY_MESSAGE.map((m) => [m.type, m] as const))(
    '%s travels in the envelope and back',
    (_, message) => {
      const posted = frameEnvelope(message, 'f1');
      expect(posted).toMatchObject({ source: FRAME_MESSAGE_SOURCE, listenerId: 'f1' });
      expect(readFrameMessage(structuredClone(posted), 'f1')).toEqual(message);
      expect(readFrameMessage(JSON.stringify(posted), 'f1')).toEqual(message);
    },
  );

  it('ignores messages of other sources and other frames', () => {
    const posted = frameEnvelope({ type: 'ChildGoBack' }, 'f1');
    expect(readFrameMessage(posted, 'f2')).toBeNull();
    expect(readFrameMessage({ ...posted, source: 'other' }, 'f1')).toBeNull();
    expect(readFrameMessage('not json', 'f1')).toBeNull();
    expect(readFrameMessage(null)).toBeNull();
    expect(readFrameMessage(frameEnvelope({ type: 'ChildGoBack' }))).toEqual({ type: 'ChildGoBack' });
  });

  it('rejects malformed messages', () => {
    const bad = [
      { type: 'BodyHeightChanged', height: -1 },
      { type: 'BodyHeightChanged', height: '100' },
      { type: 'SwitchHiddenItem', itemId: 'a-b', hidden: true },
      { type: 'Request.SendBet', requestId: '', bet },
      { type: 'Request.SendBet', requestId: 'x', bet: { ...bet, coef: 1 } },
      { type: 'ChangeSettings', settings: { timeZone: 40 } },
      { type: 'Unknown' },
    ];
    for (const message of bad) {
      expect(readFrameMessage({ ...message, source: FRAME_MESSAGE_SOURCE, listenerId: '' })).toBeNull();
    }
  });
});
