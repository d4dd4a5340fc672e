import type { MarginConfig } from '@sportsbook/core/pricing/index';
import { createSeededRandom } from '@sportsbook/core/random/seeded-random';
import type { FeedGame, FeedMarket, Names } from '../../feed/feed-model';
import { AppError } from '../../../platform/http/app-error';
import type { Fixture } from '../world/calendar';
import { createGame } from './create-game';
import type { EngineMemory } from './engine-boot';
import type { ForcedIncident, StatedResult } from './family-engine';
import { cancelGame, finishGame, forceIncident, goLive, publish, repriceGame } from './game-lifecycle';
import { shuffled } from './random-draws';
import { resultRows, voidRows, type SettlementRow } from './settlement-rows';
import type { TradingCommand } from './trading-commands';
import { familyOf, streamOf, type TradingGame } from './trading-game';

export interface CommandScope {
  readonly nowMs: number;
  readonly margins: MarginConfig;
  readonly speed: number;
  readonly feedSeed: number;
  readonly memory: EngineMemory;
  readonly countryNameOf: (countryId: number) => Names | undefined;
  /** The game from memory or the database; NOT_FOUND when there is none. */
  load(gameId: number): Promise<TradingGame>;
  nextId(): number;
}

export interface CommandEffect {
  readonly games: TradingGame[];
  readonly settlements: { readonly rows: readonly SettlementRow[]; readonly corrected: boolean }[];
  readonly value: FeedGame;
}

const effect = (tg: TradingGame, rows: readonly SettlementRow[] = [], corrected = false): CommandEffect => ({
  games: [tg],
  settlements: rows.length > 0 ? [{ rows, corrected }] : [],
  value: tg.game,
});

function requireStatus(tg: TradingGame, allowed: readonly string[], action: string): void {
  if (!allowed.includes(tg.record.status))
    throw new AppError('CONFLICT', `Game ${tg.game.id} is ${tg.record.status}: cannot ${action}`);
}

function createNow(
  scope: CommandScope,
  command: Extract<TradingCommand, { type: 'create-game' }>,
): CommandEffect {
  const { keeper, teams } = scope.memory;
  const random = createSeededRandom(`${scope.feedSeed}:${scope.nowMs}:${scope.memory.state.nextGameId}`);
  const champs = keeper.champs.filter((c) => c.sportId === command.sportId);
  const champ = command.champId === undefined ? shuffled(champs, random)[0] : keeper.champ(command.champId);
  if (!champ || champ.sportId !== command.sportId)
    throw AppError.validation(
      { champId: ['validation_invalid_value'] },
      'No such championship in this sport',
    );
  const picked = shuffled(champ.teamIds, random);
  const chosen = [command.homeTeamId, command.awayTeamId].filter((id): id is number => id !== undefined);
  if (chosen.some((id) => !champ.teamIds.includes(id)))
    throw AppError.validation(
      { homeTeamId: ['validation_invalid_value'] },
      'The teams must play in the championship',
    );
  const home = command.homeTeamId ?? picked.find((id) => id !== command.awayTeamId)!;
  const away = command.awayTeamId ?? picked.find((id) => id !== home)!;
  if (home === away)
    throw AppError.validation({ awayTeamId: ['validation_invalid_value'] }, 'A team cannot play itself');
  const outright = champ.format.family === 'outright';
  const schedule = champ.schedule.kind === 'events' ? champ.schedule : undefined;
  const title = schedule?.titles[0];
  const fixture: Fixture = {
    champId: champ.id,
    round: 0,
    startMs: scope.nowMs + (command.startInSec ?? 0) * 1000,
    homeTeamId: outright ? 0 : home,
    awayTeamId: outright ? 0 : away,
    ...(outright ? { field: picked.slice(0, schedule?.field ?? 8) } : {}),
    ...(title
      ? {
          title: {
            en: title.en.replace('#', '1'),
            ru: title.ru.replace('#', '1'),
            ar: title.ar.replace('#', '1'),
          },
        }
      : {}),
  };
  const tg = createGame(fixture, {
    champ,
    teams,
    country: scope.countryNameOf(champ.countryId),
    feedSeed: scope.feedSeed,
    margins: scope.margins,
    nowMs: scope.nowMs,
    nextId: scope.nextId,
  });
  if (fixture.startMs <= scope.nowMs) {
    goLive(tg, scope.margins, scope.nowMs);
  }
  return effect(tg);
}

function force(scope: CommandScope, tg: TradingGame, incident: ForcedIncident): CommandEffect {
  requireStatus(tg, ['live'], 'force an incident');
  return effect(tg, forceIncident(tg, incident, scope.nowMs, scope.margins));
}

function setScore(
  scope: CommandScope,
  tg: TradingGame,
  score: { home: number; away: number },
): CommandEffect {
  requireStatus(tg, ['live'], 'set the score');
  const family = tg.record.setup.format.family;
  if (family !== 'goal' && family !== 'margin')
    throw AppError.validation(
      { score: ['validation_invalid_value'] },
      'Set sports and series take points as incidents',
    );
  const current = familyOf(tg.record).score(tg.record.setup, tg.record.live!).total;
  if (score.home < current.home || score.away < current.away)
    throw AppError.validation(
      { score: ['validation_invalid_value'] },
      'A score only goes up; correct a result instead',
    );
  let last = effect(tg);
  for (const side of ['home', 'away'] as const) {
    const points = score[side] - current[side];
    if (points > 0) last = force(scope, tg, { kind: 'score', side, points });
  }
  return last;
}

function findMarket(game: FeedGame, key: string): FeedMarket | undefined {
  return [...game.markets, ...game.subGames.flatMap((s) => s.markets)].find((m) => m.key === key);
}

function movePrice(
  scope: CommandScope,
  tg: TradingGame,
  key: string,
  T: number,
  price: number,
): CommandEffect {
  requireStatus(tg, ['line', 'live'], 'move a price');
  const outcome = findMarket(tg.game, key)?.outcomes.find((o) => o.T === T);
  if (!outcome) throw new AppError('NOT_FOUND', `No selection T${T} in market ${key}`);
  const ratioKey = `${key}|${T}`;
  const model = outcome.C / (tg.record.ratios[ratioKey] ?? 1);
  tg.record.ratios[ratioKey] = price / model;
  repriceGame(tg, scope.margins);
  publish(tg, scope.nowMs);
  return effect(tg);
}

function suspend(
  scope: CommandScope,
  tg: TradingGame,
  key: string | undefined,
  closed: boolean,
): CommandEffect {
  requireStatus(tg, ['line', 'live'], closed ? 'suspend' : 'reopen');
  const { record } = tg;
  if (key === undefined) record.gameSuspended = closed;
  else {
    if (!findMarket(tg.game, key)) throw new AppError('NOT_FOUND', `No market ${key} in game ${tg.game.id}`);
    record.suspended = closed
      ? [...new Set([...record.suspended, key])]
      : record.suspended.filter((k) => k !== key);
  }
  publish(tg, scope.nowMs);
  return effect(tg);
}

function finish(scope: CommandScope, tg: TradingGame, stated: StatedResult | undefined): CommandEffect {
  requireStatus(tg, ['line', 'live'], 'finish');
  const { record } = tg;
  const family = familyOf(record);
  if (!stated && !record.live)
    throw AppError.validation({ result: ['required'] }, 'A game not yet live needs its result');
  if (stated) {
    const result = family.stated(record.setup, record.live, stated);
    const rows = finishGame(tg, result, scope.nowMs);
    if (tg.game.score) tg.game = { ...tg.game, score: { ...tg.game.score, total: tg.game.result!.score } };
    return effect(tg, rows);
  }
  record.live = family.playOut(record.setup, record.live!, streamOf(record, 'play-out'));
  return effect(tg, finishGame(tg, family.result(record.setup, record.live), scope.nowMs));
}

function voidMarket(scope: CommandScope, tg: TradingGame, key: string): CommandEffect {
  const { record } = tg;
  if (!record.offered.some((entry) => entry.startsWith(`${key}|`)))
    throw new AppError('NOT_FOUND', `Game ${tg.game.id} never offered market ${key}`);
  if (record.voided.includes(key)) throw new AppError('CONFLICT', `Market ${key} is already void`);
  record.voided.push(key);
  const rows = voidRows(tg.game.id, record, new Set([key]));
  if (record.status === 'line' || record.status === 'live') repriceGame(tg, scope.margins);
  publish(tg, scope.nowMs);
  // Voiding after the result is in changes settled bets: a correction.
  return effect(tg, rows, record.status === 'finished');
}

function correct(scope: CommandScope, tg: TradingGame, stated: StatedResult): CommandEffect {
  requireStatus(tg, ['finished'], 'correct the result');
  const { record } = tg;
  const family = familyOf(record);
  record.result = family.stated(record.setup, record.live, stated);
  tg.game = { ...tg.game, result: family.display(record.setup, record.result) };
  publish(tg, scope.nowMs);
  return effect(tg, resultRows(tg.game.id, record, true), true);
}

/** Runs one game command against the leader's state; the engine writes and publishes its effect. */
export async function runGameCommand(scope: CommandScope, command: TradingCommand): Promise<CommandEffect> {
  if (command.type === 'create-game') return createNow(scope, command);
  if (!('gameId' in command)) throw new Error(`${command.type} is not a game command`);
  const tg = await scope.load(command.gameId);
  switch (command.type) {
    case 'incident':
      return force(scope, tg, command.incident);
    case 'score':
      return setScore(scope, tg, command.score);
    case 'suspend':
    case 'reopen':
      return suspend(scope, tg, command.marketKey, command.type === 'suspend');
    case 'move-price':
      return movePrice(scope, tg, command.marketKey, command.T, command.price);
    case 'finish':
      return finish(scope, tg, command.result);
    case 'void-market':
      return voidMarket(scope, tg, command.marketKey);
    case 'correct':
      return correct(scope, tg, command.result);
    case 'cancel':
      requireStatus(tg, ['line', 'live'], 'cancel');
      return effect(tg, cancelGame(tg, scope.nowMs));
  }
}
