import { countryIdFromIso } from '@sportsbook/core/reference/reference-ids';
import { HORSES } from '../trading/world/names/brands.data';
import type { ModuleContext, ServerModule } from '../../platform/module';
import { allModules } from '../index';
import type {
  FeedBatch,
  FeedChamp,
  FeedGame,
  FeedMarket,
  FeedSnapshot,
  FeedSource,
  FeedSport,
  FeedTeam,
  LiveScore,
  Names,
} from '../feed/feed-model';
import { feedModule } from '../feed/feed.module';
import { FEED_SOURCE } from '../feed/feed-source.key';

const n = (en: string, ru: string, ar: string): Names => ({ en, ru, ar });

/** Thursday 2026-11-22 12:00 UTC, the test harness's ManualClock start, in Unix seconds. */
export const FIXTURE_NOW_S = Date.UTC(2026, 10, 22, 12, 0, 0) / 1000;

export const FX = {
  sports: { football: 1, hockey: 2, tennis: 4, horses: 44 },
  champs: { premier: 100001, khl: 100002, atp: 100003, ascot: 100004 },
  teams: {
    arsenal: 1000001,
    chelsea: 1000002,
    liverpool: 1000003,
    everton: 1000004,
    tottenham: 1000005,
    fulham: 1000006,
    akBars: 1000007,
    cska: 1000008,
    player1: 1000009,
    player2: 1000010,
    /** Horses are teams of the engine's world: these eight run the fixture's race. */
    firstHorse: 1000011,
  },
  games: {
    lineFootball: 600000001,
    liveFootball: 600000002,
    lineHockey: 600000003,
    laterFootball: 600000004,
    race: 600000005,
    tennis: 600000006,
    firstHalf: 600000011,
  },
} as const;

const sports: FeedSport[] = [
  { id: 1, names: n('Football', 'Футбол', 'كرة القدم'), sort: 1, cyber: false, hasDraw: true },
  { id: 2, names: n('Ice Hockey', 'Хоккей', 'هوكي الجليد'), sort: 2, cyber: false, hasDraw: true },
  { id: 4, names: n('Tennis', 'Теннис', 'التنس'), sort: 3, cyber: false, hasDraw: false },
  { id: 44, names: n('Horse Racing', 'Скачки', 'سباق الخيل'), sort: 4, cyber: false, hasDraw: false },
];

const champ = (id: number, sportId: number, iso: string, names: Names, sort: number): FeedChamp => ({
  id,
  sportId,
  countryId: iso ? countryIdFromIso(iso) : 0,
  names,
  top: sort === 1,
  sort,
  seasonId: id * 10 + 1,
  stageId: id * 10 + 2,
});

const champs: FeedChamp[] = [
  champ(
    FX.champs.premier,
    1,
    'GB',
    n('England. Premier League', 'Англия. Премьер-лига', 'إنجلترا. الدوري الممتاز'),
    1,
  ),
  champ(FX.champs.khl, 2, 'RU', n('KHL', 'КХЛ', 'دوري كونتيننتال للهوكي'), 2),
  champ(
    FX.champs.atp,
    4,
    '',
    n('ATP. Finals', 'ATP. Итоговый турнир', 'رابطة المحترفين. البطولة الختامية'),
    3,
  ),
  champ(FX.champs.ascot, 44, 'GB', n('Ascot', 'Аскот', 'أسكوت'), 4),
];

const team = (id: number, sportId: number, names: Names, rating: number): FeedTeam => ({
  id,
  sportId,
  countryId: countryIdFromIso('GB'),
  names,
  rating,
});

const teams: FeedTeam[] = [
  team(FX.teams.arsenal, 1, n('Arsenal', 'Арсенал', 'آرسنال'), 1720),
  team(FX.teams.chelsea, 1, n('Chelsea', 'Челси', 'تشيلسي'), 1650),
  team(FX.teams.liverpool, 1, n('Liverpool', 'Ливерпуль', 'ليفربول'), 1740),
  team(FX.teams.everton, 1, n('Everton', 'Эвертон', 'إيفرتون'), 1480),
  team(FX.teams.tottenham, 1, n('Tottenham', 'Тоттенхэм', 'توتنهام'), 1600),
  team(FX.teams.fulham, 1, n('Fulham', 'Фулхэм', 'فولهام'), 1500),
  team(FX.teams.akBars, 2, n('Ak Bars', 'Ак Барс', 'آك بارس'), 1600),
  team(FX.teams.cska, 2, n('CSKA Moscow', 'ЦСКА Москва', 'سسكا موسكو'), 1620),
  team(FX.teams.player1, 4, n('Carlos Alcaraz', 'Карлос Алькарас', 'كارلوس ألكاراز'), 1900),
  team(FX.teams.player2, 4, n('Jannik Sinner', 'Янник Синнер', 'يانيك سينر'), 1910),
  ...HORSES.slice(0, 8).map((names, i) => team(FX.teams.firstHorse + i, 44, names, 1600 - 25 * i)),
];

const resultMarkets = (home: number, draw: number, away: number): FeedMarket[] => [
  {
    key: '0:1',
    G: 1,
    outcomes: [
      { G: 1, T: 1, C: home },
      { G: 1, T: 2, C: draw },
      { G: 1, T: 3, C: away },
    ],
  },
  {
    key: '0:17:2.5',
    G: 17,
    outcomes: [
      { G: 17, T: 9, P: 2.5, C: 1900, CE: 1 },
      { G: 17, T: 10, P: 2.5, C: 1900, CE: 1 },
    ],
  },
];

const raceMarkets: FeedMarket[] = [
  {
    key: '0:100019',
    G: 100019,
    outcomes: [2500, 3400, 5000, 7000, 9000, 12000, 17000, 26000].map((C, i) => ({
      G: 100019,
      T: 100045,
      P: i + 1,
      C,
    })),
  },
];

function game(
  id: number,
  fields: Partial<FeedGame> & Pick<FeedGame, 'sportId' | 'champId' | 'homeTeamId' | 'awayTeamId'>,
): FeedGame {
  return {
    id,
    constId: id,
    number: id % 1000,
    startAt: FIXTURE_NOW_S + 2 * 3600,
    live: false,
    finished: false,
    phase: 1,
    top: false,
    markets: resultMarkets(2100, 3300, 3500),
    subGames: [],
    info: {},
    version: 1,
    updatedAt: FIXTURE_NOW_S,
    ...fields,
  };
}

export function liveScore(home: number, away: number, period = 1, extra: Partial<LiveScore> = {}): LiveScore {
  return {
    total: { home, away },
    periods: [{ home, away, name: n('1st half', '1-й тайм', 'الشوط الأول') }],
    currentPeriod: period,
    currentPeriodName: n('1st half', '1-й тайм', 'الشوط الأول'),
    elapsedSec: 1800,
    status: n('30 minutes', '30 минута', 'الدقيقة 30'),
    stats: {},
    ...extra,
  };
}

function fixtureGames(): FeedGame[] {
  const { sports: s, champs: c, teams: t, games: g } = FX;
  return [
    game(g.lineFootball, {
      sportId: s.football,
      champId: c.premier,
      homeTeamId: t.arsenal,
      awayTeamId: t.chelsea,
      subGames: [{ id: g.firstHalf, title: n('1st half', '1-й тайм', 'الشوط الأول'), markets: [] }],
      info: { 2: 'Emirates Stadium', 7: 'London' },
    }),
    game(g.liveFootball, {
      sportId: s.football,
      champId: c.premier,
      homeTeamId: t.liverpool,
      awayTeamId: t.everton,
      startAt: FIXTURE_NOW_S - 1800,
      live: true,
      score: liveScore(1, 0),
    }),
    game(g.lineHockey, { sportId: s.hockey, champId: c.khl, homeTeamId: t.akBars, awayTeamId: t.cska }),
    game(g.laterFootball, {
      sportId: s.football,
      champId: c.premier,
      homeTeamId: t.tottenham,
      awayTeamId: t.fulham,
      startAt: FIXTURE_NOW_S + 26 * 3600,
    }),
    game(g.race, {
      sportId: s.horses,
      champId: c.ascot,
      homeTeamId: 0,
      awayTeamId: 0,
      title: n('Ascot. Race 3', 'Аскот. Заезд 3', 'أسكوت. السباق 3'),
      participants: Array.from({ length: 8 }, (_, i) => ({ number: i + 1, teamId: t.firstHorse + i })),
      markets: raceMarkets,
    }),
    game(g.tennis, {
      sportId: s.tennis,
      champId: c.atp,
      homeTeamId: t.player1,
      awayTeamId: t.player2,
      markets: [
        {
          key: '0:1',
          G: 1,
          outcomes: [
            { G: 1, T: 1, C: 1950 },
            { G: 1, T: 3, C: 1850 },
          ],
        },
      ],
    }),
  ];
}

/** A FeedSource over a small fixed world whose games tests change batch by batch, as the engine would. */
export class FixtureFeedSource implements FeedSource {
  private seq = 1;
  private readonly games = new Map(fixtureGames().map((g) => [g.id, g]));
  private readonly handlers = new Set<(batch: FeedBatch) => void>();

  async snapshot(): Promise<FeedSnapshot> {
    return { seq: this.seq, sports, champs, teams, games: [...this.games.values()] };
  }

  async onBatch(handler: (batch: FeedBatch) => void) {
    this.handlers.add(handler);
    return async () => {
      this.handlers.delete(handler);
    };
  }

  game(id: number): FeedGame {
    const found = this.games.get(id);
    if (!found) throw new Error(`no fixture game ${id}`);
    return found;
  }

  /** Changes one game (a new version) and publishes the batch. */
  update(id: number, change: Partial<FeedGame>): FeedGame {
    const before = this.game(id);
    const after: FeedGame = { ...before, ...change, version: before.version + 1 };
    this.publish([after], []);
    return after;
  }

  add(games: FeedGame[]): void {
    this.publish(games, []);
  }

  remove(id: number): void {
    this.publish([], [id]);
  }

  private publish(games: FeedGame[], removed: number[]): void {
    this.seq += 1;
    for (const g of games) this.games.set(g.id, g);
    for (const id of removed) this.games.delete(id);
    const batch: FeedBatch = { seq: this.seq, games, removed };
    for (const handler of this.handlers) handler(batch);
  }
}

export { game as fixtureGame };

const sources = new WeakMap<ModuleContext, FixtureFeedSource>();

/** Provides a fresh fixture FeedSource to each app in place of the engine's. */
export const fixtureFeedModule: ServerModule = {
  name: 'feed-fixture',
  provide(ctx) {
    const source = new FixtureFeedSource();
    sources.set(ctx, source);
    ctx.services.provide(FEED_SOURCE, source);
  },
};

export function fixtureSourceOf(ctx: ModuleContext): FixtureFeedSource {
  const source = sources.get(ctx);
  if (!source) throw new Error('the app runs without the feed fixture');
  return source;
}

const withoutEngine = allModules.filter((m) => m.name !== 'trading');
const favouritesAt = withoutEngine.findIndex((m) => m.name === 'favourites');

/** The app's modules with the fixture in place of the trading engine, the feed's read side before favourites. */
export const fixtureModules: readonly ServerModule[] = [
  fixtureFeedModule,
  ...(withoutEngine.some((m) => m.name === 'feed')
    ? withoutEngine
    : [...withoutEngine.slice(0, favouritesAt), feedModule, ...withoutEngine.slice(favouritesAt)]),
];
