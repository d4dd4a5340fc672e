import { vi } from 'vitest';
import { json, mockServer, type Handler } from '../../../test/mock-server';
import { feedAnswer, listGame, pageGame } from '../../sportsbook/testing/feed-fixtures';
import { resetFrameForTests } from '../frame/use-frame-child';
import { useFrameState } from '../frame/frame-state.store';
import { readFrameSettings } from '@sportsbook/core/statistics/frame-params';

export const GAME_ID = 500;
export const HOME = { I: 11, N: 'Arsenal', NE: 'Arsenal', NR: 'Арсенал' };
export const AWAY = { I: 12, N: 'Chelsea', NE: 'Chelsea', NR: 'Челси' };
const DAY = 24 * 3600;
const now = () => Math.floor(Date.now() / 1000);

export const notFound = () =>
  json({
    Id: 0,
    Success: false,
    Error: 'Game is not found in Sports',
    ErrorCode: 141,
    Guid: '',
    Value: null,
  });

const player = (I: number, N: string, NU: number, PT: number, PN: string, X: number, Y: number) => ({
  I,
  N,
  NE: N,
  NR: N,
  NU,
  PT,
  PN,
  COI: 158,
  X,
  Y,
});

const pastGame = (
  daysAgo: number,
  O1I: number,
  O1: string,
  O2I: number,
  O2: string,
  S1: number,
  S2: number,
) => ({
  S: now() - daysAgo * DAY,
  LI: 88,
  L: 'England. Premier League',
  O1I,
  O1,
  O2I,
  O2,
  S1,
  S2,
  PS: [
    { S1: 0, S2: 0 },
    { S1, S2 },
  ],
});

/** What the statistics calls answer for game 500, Arsenal against Chelsea, and for their teams and stage. */
export const STATISTICS_ANSWERS: Record<string, unknown> = {
  Status: { I: GAME_ID, CI: GAME_ID, SI: 1, LI: 88, S: now() + 3600, ST: 0, PH: 1 },
  HeadToHead: {
    I: GAME_ID,
    T1: HOME,
    T2: AWAY,
    W1: 2,
    X: 1,
    W2: 0,
    G1: 5,
    G2: 2,
    G: [pastGame(30, 11, 'Arsenal', 12, 'Chelsea', 2, 1), pastGame(200, 12, 'Chelsea', 11, 'Arsenal', 1, 1)],
  },
  LineUps2: {
    I: GAME_ID,
    SI: 1,
    T: [
      { ...HOME, F: '4-4-2', P: [player(1101, 'David Raya', 1, 1, 'Goalkeeper', 50, 5)], SB: [] },
      { ...AWAY, F: '4-3-3', P: [player(1201, 'Robert Sanchez', 1, 1, 'Goalkeeper', 50, 5)], SB: [] },
    ],
  },
  ShortPlayersInfo: [
    {
      ...player(1101, 'David Raya', 1, 1, 'Goalkeeper', 0, 0),
      TI: 11,
      A: 29,
      H: 183,
      W: 80,
      R: 1600,
      GP: 10,
      SC: 0,
      AS: 0,
    },
  ],
  GetStadiumForGame_2: {
    I: 11,
    N: 'Emirates Stadium',
    NE: 'Emirates Stadium',
    NR: 'Эмирейтс',
    CT: 'London',
    COI: 158,
    CN: 'United Kingdom',
    CP: 60704,
    Y: 2006,
    SF: 'grass',
  },
  FindMainLiveByLineId: { I: GAME_ID, CI: GAME_ID, SI: 1, LI: 88, S: now() + 3600, LV: false },
  StageTable: {
    I: 30,
    SI: 1,
    LI: 88,
    L: 'England. Premier League',
    TT: 0,
    R: [
      { Pos: 1, TI: 11, TN: 'Arsenal', GP: 10, W: 8, D: 1, LS: 1, SF: 20, SA: 6, PT: 25, F: 'WWDWW' },
      { Pos: 2, TI: 12, TN: 'Chelsea', GP: 10, W: 6, D: 2, LS: 2, SF: 15, SA: 9, PT: 20, F: 'WLWDW' },
    ],
  },
};

export function teamLastGames(teamId: number) {
  const name = teamId === 11 ? 'Arsenal' : 'Chelsea';
  return {
    I: teamId,
    N: name,
    NE: name,
    NR: name,
    F: 'WD',
    G: [
      { ...pastGame(7, teamId, name, 99, 'Everton', 3, 0), R: 'W' },
      { ...pastGame(14, 98, 'Fulham', teamId, name, 1, 1), R: 'D' },
    ],
  };
}

/** The server with the statistics and feed calls of game 500; `routes` add or override calls. */
export function serveStatistics(routes: Record<string, Handler> = {}) {
  const statistics = Object.fromEntries(
    Object.entries(STATISTICS_ANSWERS).map(([call, value]) => [
      `GET /service-api/statisticfeed/api/v1/${call}`,
      (() => feedAnswer(value)) as Handler,
    ]),
  );
  return mockServer({
    routes: {
      ...statistics,
      'GET /service-api/statisticfeed/api/v1/TeamLastGames': ({ url }) =>
        feedAnswer(teamLastGames(Number(url.searchParams.get('teamId')))),
      'GET /service-api/LineFeed/GetGameZip': () =>
        feedAnswer(pageGame({ I: GAME_ID, E: listGame({ I: GAME_ID }).E })),
      'GET /service-api/LineFeed/GameInsights': () =>
        feedAnswer({
          I: GAME_ID,
          O1: 'Arsenal',
          O2: 'Chelsea',
          R1: 1720,
          R2: 1650,
          F1: ['W'],
          F2: ['L'],
          H2H: [],
          WP: { P1: 0.45, PX: 0.27, P2: 0.28 },
          N: ['Arsenal is the favourite: 45% to win'],
        }),
      'GET /service-api/LiveFeed/GetChronoOfPlay': () => feedAnswer([]),
      'GET /service-api/LineFeed/GetStageTableIds': () =>
        feedAnswer([{ I: 30, SI: 2026, LI: 88, L: 'England. Premier League' }]),
      'GET /service-api/LineFeed/GetChampZip': () =>
        feedAnswer({
          SI: 1,
          LI: 88,
          L: 'England. Premier League',
          CN: 'England',
          G: [listGame({ I: GAME_ID })],
        }),
      'GET /service-api/LiveFeed/GetChampZip': () =>
        feedAnswer({ SI: 1, LI: 88, L: 'England. Premier League', CN: 'England', G: [] }),
      'GET /service-api/LineFeed/GetGamesTeamZip': () => feedAnswer([listGame({ I: GAME_ID })]),
      'GET /service-api/LiveFeed/GetGamesTeamZip': () => feedAnswer([]),
      ...routes,
    },
  });
}

/** Each test starts outside any frame with no stored hidden items. */
export function resetFrame(): void {
  resetFrameForTests();
  useFrameState.setState({
    embedded: false,
    settings: readFrameSettings(''),
    hiddenItems: [],
    bets: [],
    betsAvailable: false,
  });
  vi.unstubAllGlobals();
}
