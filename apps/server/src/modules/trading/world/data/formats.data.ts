import type {
  DuelFormat,
  GoalFormat,
  MarginFormat,
  OutrightFormat,
  RallyFormat,
  SeriesFormat,
  TennisFormat,
} from '../../engine/game-format';

/**
 * The formats championships are played in. Times are simulated seconds (FEED_SPEED scales them): a football
 * half is 45 minutes with a 15-minute break, a cyber football half 6 minutes, a tennis point with its
 * pauses about 40 seconds.
 */
export const GOAL_FORMATS = {
  football: {
    family: 'goal',
    model: 'football',
    goalsPerGame: 2.7,
    periods: 2,
    periodSec: 2700,
    breakSec: 900,
    specials: true,
    stoppage: true,
  },
  futsal: { family: 'goal', model: 'football', goalsPerGame: 6, periods: 2, periodSec: 1200, breakSec: 600 },
  cyberFootball: { family: 'goal', model: 'football', goalsPerGame: 5.4, periods: 2, periodSec: 360, breakSec: 60 },
  hockey: {
    family: 'goal',
    model: 'hockey',
    goalsPerGame: 5.6,
    periods: 3,
    periodSec: 1200,
    breakSec: 1020,
    overtimeSec: 300,
  },
  cyberHockey: {
    family: 'goal',
    model: 'hockey',
    goalsPerGame: 6.5,
    periods: 3,
    periodSec: 300,
    breakSec: 60,
    overtimeSec: 120,
  },
  baseball: {
    family: 'goal',
    model: 'baseball',
    goalsPerGame: 8.8,
    periods: 9,
    periodSec: 1080,
    breakSec: 120,
    overtimeSec: 1080,
  },
} as const satisfies Record<string, GoalFormat>;

export const MARGIN_FORMATS = {
  nba: { family: 'margin', model: 'basketball', total: 226, periods: 4, periodSec: 720, breakSec: 150, overtimeSec: 300 },
  fiba: { family: 'margin', model: 'basketball', total: 162, periods: 4, periodSec: 600, breakSec: 120, overtimeSec: 300 },
  cyberBasketball: {
    family: 'margin',
    model: 'basketball',
    total: 112,
    periods: 4,
    periodSec: 300,
    breakSec: 30,
    overtimeSec: 120,
  },
  americanFootball: {
    family: 'margin',
    model: 'american-football',
    total: 45,
    periods: 4,
    periodSec: 900,
    breakSec: 600,
    overtimeSec: 600,
  },
  handball: { family: 'margin', model: 'handball', total: 56, periods: 2, periodSec: 1800, breakSec: 900 },
  rugby: { family: 'margin', model: 'rugby', total: 46, periods: 2, periodSec: 2400, breakSec: 600 },
} as const satisfies Record<string, MarginFormat>;

export const TENNIS_FORMATS = {
  men: { family: 'tennis', bestOf: 3, serveBase: 0.63, pointSec: 40 },
  women: { family: 'tennis', bestOf: 3, serveBase: 0.56, pointSec: 40 },
  slam: { family: 'tennis', bestOf: 5, serveBase: 0.64, pointSec: 40 },
} as const satisfies Record<string, TennisFormat>;

export const RALLY_FORMATS = {
  volleyball: { family: 'rally', model: 'volleyball', bestOf: 5, pointSec: 25, setBreakSec: 180 },
  tableTennis: { family: 'rally', model: 'table-tennis', bestOf: 5, pointSec: 12, setBreakSec: 60 },
  tableTennis7: { family: 'rally', model: 'table-tennis', bestOf: 7, pointSec: 12, setBreakSec: 60 },
} as const satisfies Record<string, RallyFormat>;

export const SERIES_FORMATS = {
  esportsBo3: { family: 'series', bestOf: 3, unit: 'map', unitSec: 2100, breakSec: 300 },
  esportsBo1: { family: 'series', bestOf: 1, unit: 'map', unitSec: 1900, breakSec: 0 },
  darts: { family: 'series', bestOf: 5, unit: 'set', unitSec: 900, breakSec: 120 },
  snooker: { family: 'series', bestOf: 5, unit: 'frame', unitSec: 1200, breakSec: 180 },
  badminton: { family: 'series', bestOf: 3, unit: 'game', unitSec: 1200, breakSec: 120 },
  fighting: { family: 'series', bestOf: 5, unit: 'round', unitSec: 100, breakSec: 20 },
} as const satisfies Record<string, SeriesFormat>;

export const DUEL_FORMATS = {
  ufc: { family: 'duel', kind: 'fight', rounds: 3, roundSec: 300, breakSec: 60 },
  boxing: { family: 'duel', kind: 'fight', rounds: 12, roundSec: 180, breakSec: 60 },
  cricket: { family: 'duel', kind: 'cricket', rounds: 2, roundSec: 5400, breakSec: 1200 },
  chess: { family: 'duel', kind: 'chess', rounds: 1, roundSec: 2400, breakSec: 0, draw: 0.3 },
} as const satisfies Record<string, DuelFormat>;

export const OUTRIGHT_FORMATS = {
  horses: { family: 'outright', kind: 'race', raceSec: 150, spread: 110 },
  formula1: { family: 'outright', kind: 'race', raceSec: 5400, spread: 90 },
  marbles: { family: 'outright', kind: 'race', raceSec: 90, spread: 600 },
  election: { family: 'outright', kind: 'election', raceSec: 43200, spread: 160 },
} as const satisfies Record<string, OutrightFormat>;
