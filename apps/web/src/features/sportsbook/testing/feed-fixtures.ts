import type { FeedOutcomeJson } from '@sportsbook/core/api/feed-responses/feed-outcome.schema';
import type { PushGameState } from '@sportsbook/core/api/live-push/live-push-game.schema';
import { vi } from 'vitest';
import { json } from '../../../test/mock-server';
import { setLiveSocketFactory } from '../live/live-client';
import type { LiveSocket, LiveSocketFactory } from '../live/live-connection';
import { PushStore, type PushedGame } from '../live/push-store';
import type { ListGame, PageGame } from '../model/feed-types';

export function outcome(
  G: number,
  T: number,
  C: number,
  extra: Partial<FeedOutcomeJson> = {},
): FeedOutcomeJson {
  return { G, T, C, CV: String(C), ...extra };
}

let nextId = 1000;

/** A football game of a list, 1X2 and a 2.5 total, starting `startInSec` from now (a live one has a score). */
export function listGame(overrides: Partial<ListGame> & { startInSec?: number } = {}): ListGame {
  const { startInSec = 3600, ...rest } = overrides;
  const id = rest.I ?? nextId++;
  return {
    I: id,
    CI: id,
    N: id,
    O1: 'Arsenal',
    O2: 'Chelsea',
    O1E: 'Arsenal',
    O2E: 'Chelsea',
    O1R: 'Арсенал',
    O2R: 'Челси',
    O1I: 11,
    O2I: 12,
    SI: 1,
    SN: 'Football',
    SE: 'Football',
    SR: 'Футбол',
    LI: 88,
    L: 'England. Premier League',
    LE: 'England. Premier League',
    LR: 'Англия. Премьер-лига',
    COI: 158,
    CN: 'United Kingdom',
    S: Math.floor(Date.now() / 1000) + startInSec,
    U: Math.floor(Date.now() / 1000),
    EC: 120,
    E: [
      outcome(1, 1, 2.5),
      outcome(1, 2, 3.2),
      outcome(1, 3, 2.9),
      outcome(17, 9, 1.9, { P: 2.5, CE: 1 }),
      outcome(17, 10, 1.95, { P: 2.5, CE: 1 }),
    ],
    ...rest,
  };
}

/** The game page's shape of a game: its markets grouped in columns. */
export function pageGame(overrides: Partial<PageGame> = {}): PageGame {
  const { E: _main, EC: _count, ...head } = listGame({ I: overrides.I ?? 500 });
  return {
    ...head,
    EC: 7,
    GE: [
      { G: 1, GS: 1, E: [[outcome(1, 1, 2.5)], [outcome(1, 2, 3.2)], [outcome(1, 3, 2.9)]] },
      {
        G: 17,
        GS: 2,
        E: [
          [outcome(17, 9, 1.4, { P: 1.5 }), outcome(17, 9, 1.9, { P: 2.5 })],
          [outcome(17, 10, 2.8, { P: 1.5 }), outcome(17, 10, 1.95, { P: 2.5 })],
        ],
      },
    ],
    MEC: [
      { MT: 0, EC: 7, N: 'All markets' },
      { MT: 1, EC: 3, N: 'Main' },
    ],
    ...overrides,
  };
}

/** The push's state of a game, from a list game's outcomes unless told otherwise. */
export function pushState(
  game: Pick<ListGame, 'I' | 'E' | 'S'>,
  overrides: Partial<PushGameState> = {},
): PushGameState {
  return {
    I: game.I,
    V: 1,
    SI: 1,
    LI: 88,
    S: game.S,
    LV: 0,
    PH: 1,
    E: game.E.map(({ G, T, C, P, B }) => ({ G, T, C, ...(P !== undefined && { P }), ...(B && { B }) })),
    ...overrides,
  };
}

/** The feed envelope around a value. */
export const feedAnswer = (Value: unknown) =>
  json({ Id: 0, Success: true, Error: '', ErrorCode: 0, Guid: '', Value });

/** A WebSocket that records what was sent and lets the test play the server. */
export class FakeSocket implements LiveSocket {
  readyState = 0;
  sent: Record<string, unknown>[] = [];
  onopen: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  readonly close = vi.fn(() => {
    this.readyState = 3;
    this.onclose?.({} as CloseEvent);
  });

  constructor(readonly url: string) {}

  send(data: string): void {
    this.sent.push(JSON.parse(data) as Record<string, unknown>);
  }

  /** The server's hello: the socket is open and the client may subscribe. */
  open(seq = 1): void {
    this.readyState = 1;
    this.receive({ v: 1, type: 'hello', seq, tickMs: 50, heartbeatMs: 30_000, limits: {} });
  }

  receive(message: Record<string, unknown>): void {
    this.onmessage?.({ data: JSON.stringify(message) } as MessageEvent);
  }
}

/** Every socket the page opens is a FakeSocket; returns the list they are added to. */
export function fakeLiveSockets(): FakeSocket[] {
  const sockets: FakeSocket[] = [];
  const factory: LiveSocketFactory = (url) => {
    const socket = new FakeSocket(url);
    sockets.push(socket);
    return socket;
  };
  setLiveSocketFactory(factory);
  return sockets;
}

/** A pushed state as the live client keeps it. */
export function pushed(state: PushGameState): PushedGame {
  const store = new PushStore();
  store.apply({ v: 1, type: 'snapshot', seq: 1, replace: false, games: [state] });
  return store.get(state.I)!;
}
