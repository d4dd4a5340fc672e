import { countryIdFromIso } from '@sportsbook/core/reference/reference-ids';
import type {
  FeedChamp,
  FeedGame,
  FeedMarket,
  FeedSnapshot,
  FeedSport,
  FeedSubGame,
  FeedTeam,
} from '../feed-model';
import { PHASE } from '../feed-model';
import {
  basketballMarkets,
  cornerMarkets,
  footballHalfMarkets,
  footballMarkets,
  outrightMarkets,
  tennisMarkets,
} from './fixture-markets';
import { names, OLYMPICS, PERIOD_NAMES, SPORT_NAMES, TEAM_NAMES } from './fixture-names';
import { liveState } from './fixture-live';

/** The harness's ManualClock start, 2026-11-22 12:00 UTC, in Unix seconds. */
export const FIXTURE_NOW_SEC = Date.UTC(2026, 10, 22, 12, 0, 0) / 1000;

type SportKey = keyof typeof SPORT_NAMES;

const SPORTS: readonly (FeedSport & { key: SportKey })[] = [
  { key: 'football', id: 1, names: SPORT_NAMES.football, sort: 1, cyber: false, hasDraw: true },
  { key: 'basketball', id: 3, names: SPORT_NAMES.basketball, sort: 2, cyber: false, hasDraw: false },
  { key: 'tennis', id: 4, names: SPORT_NAMES.tennis, sort: 3, cyber: false, hasDraw: false },
];

const CHAMPS: readonly (Omit<FeedChamp, 'seasonId' | 'stageId'> & { key: SportKey })[] = [
  champ(
    100001,
    'football',
    'GB',
    names('England. Premier League', 'Англия. Премьер-лига', 'إنجلترا. الدوري الممتاز'),
    true,
  ),
  champ(
    100002,
    'football',
    'ES',
    names('Spain. La Liga', 'Испания. Ла Лига', 'إسبانيا. الدوري الإسباني'),
    false,
  ),
  champ(100003, 'basketball', 'US', names('NBA', 'НБА', 'الدوري الأمريكي للمحترفين'), true),
  champ(100004, 'tennis', null, names('ATP. Vienna', 'ATP. Вена', 'رابطة المحترفين. فيينا'), false),
  {
    ...champ(
      100005,
      'football',
      null,
      names('Olympic Games. Men', 'Олимпийские игры. Мужчины', 'الألعاب الأولمبية. رجال'),
      false,
    ),
    global: { id: 1, names: OLYMPICS },
  },
];

function champ(id: number, key: SportKey, iso: string | null, title: FeedChamp['names'], top: boolean) {
  const sportId = SPORTS.find((sport) => sport.key === key)!.id;
  return {
    id,
    key,
    sportId,
    countryId: iso ? countryIdFromIso(iso) : 0,
    names: title,
    top,
    sort: id - 100000,
  };
}

export interface FixtureOptions {
  readonly nowSec?: number;
  /** Line games per championship (default 3); live games are one per championship but the Olympic one. */
  readonly lineGamesPerChamp?: number;
}

function teamsOf(sport: FeedSport & { key: SportKey }, firstId: number): FeedTeam[] {
  return TEAM_NAMES[sport.key].map((title, i) => ({
    id: firstId + i,
    sportId: sport.id,
    countryId: 0,
    names: title,
    rating: 1400 + i * 40,
    ...(i % 2 === 0 && { image: `team-${firstId + i}.png` }),
  }));
}

function marketsOf(key: SportKey, strength: number, live: boolean): FeedMarket[] {
  if (key === 'football') return footballMarkets(strength, { blockBothScore: live });
  if (key === 'basketball') return basketballMarkets(strength);
  return tennisMarkets(strength);
}

/** The Premier League's winner: an event with a title and a field instead of two sides. */
function outright(id: number, field: FeedTeam[], now: number): FeedGame {
  return {
    id,
    constId: id,
    number: 999,
    sportId: 1,
    champId: 100001,
    homeTeamId: 0,
    awayTeamId: 0,
    startAt: now + 30 * 86_400,
    live: false,
    finished: false,
    phase: PHASE.accepting,
    top: false,
    markets: outrightMarkets(field.length),
    subGames: [],
    info: { 1: 'Season 2026/27' },
    infoNames: { 1: names('Season 2026/27', 'Сезон 2026/27', 'موسم 2026/27') },
    title: names('Premier League. Winner', 'Премьер-лига. Победитель', 'الدوري الممتاز. البطل'),
    participants: field.map((team, i) => ({ number: i + 1, teamId: team.id })),
    version: 1,
    updatedAt: now,
  };
}

/** A small but complete world: three sports, five championships, line, live and finished games. */
export function fixtureWorld(options: FixtureOptions = {}): FeedSnapshot {
  const now = options.nowSec ?? FIXTURE_NOW_SEC;
  const perChamp = options.lineGamesPerChamp ?? 3;
  let nextTeam = 1000001;
  const teams = new Map<SportKey, FeedTeam[]>();
  for (const sport of SPORTS) {
    const list = teamsOf(sport, nextTeam);
    nextTeam += list.length;
    teams.set(sport.key, list);
  }
  let nextGame = 600000001;
  const games: FeedGame[] = [];
  const add = (c: (typeof CHAMPS)[number], i: number, kind: 'line' | 'live' | 'finished') => {
    const roster = teams.get(c.key)!;
    const home = roster[i % roster.length]!;
    const away = roster[(i + 1 + Math.floor(i / roster.length)) % roster.length]!;
    const id = nextGame++;
    const strength = ((i * 37 + c.id) % 10) / 10;
    const subGames: FeedSubGame[] = [];
    if (c.key === 'football' && kind !== 'finished') {
      subGames.push({
        id: nextGame++,
        title: PERIOD_NAMES.firstHalf,
        period: 1,
        markets: footballHalfMarkets(strength),
      });
      subGames.push({ id: nextGame++, title: PERIOD_NAMES.corners, markets: cornerMarkets() });
    }
    const startAt =
      kind === 'line'
        ? now + 3600 * (2 + i * 5) + (c.id % 7) * 600
        : kind === 'live'
          ? now - 1800
          : now - 86400 * (i + 1);
    const game: FeedGame = {
      id,
      constId: id,
      number: 100 + games.length,
      sportId: c.sportId,
      champId: c.id,
      homeTeamId: home.id,
      awayTeamId: away.id,
      startAt,
      live: kind === 'live',
      finished: kind === 'finished',
      phase: kind === 'finished' ? PHASE.settled : PHASE.accepting,
      top: c.top && i === 0,
      markets: kind === 'finished' ? [] : marketsOf(c.key, strength, kind === 'live'),
      subGames,
      info: { 1: `Round ${i + 1}`, 2: 'Main Stadium', 7: 'London' },
      ...(kind === 'line' && {
        winProbabilities: { P1: 0.45, PX: c.key === 'football' ? 0.27 : 0, P2: 0.28 },
      }),
      ...(kind === 'live' && liveState(c.key)),
      ...(kind === 'finished' && { result: { score: { home: 2 - (i % 3), away: i % 2 }, periods: [] } }),
      version: 1,
      updatedAt: now,
    };
    games.push(game);
  };
  for (const c of CHAMPS) {
    for (let i = 0; i < perChamp; i++) add(c, i, 'line');
    if (!c.global) add(c, perChamp, 'live');
    if (c.id === 100001) for (let i = 0; i < 3; i++) add(c, i, 'finished');
  }
  games.push(outright(nextGame++, teams.get('football')!.slice(0, 4), now));
  return {
    seq: 1,
    sports: SPORTS.map(({ key: _key, ...sport }) => sport),
    champs: CHAMPS.map(({ key: _key, ...rest }) => ({
      ...rest,
      seasonId: rest.id + 5000,
      stageId: rest.id + 9000,
    })),
    teams: [...teams.values()].flat(),
    games,
  };
}
