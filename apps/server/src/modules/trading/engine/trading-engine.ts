import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import type { Bus } from '../../../platform/bus/bus';
import type { Clock } from '../../../platform/clock';
import { AppError } from '../../../platform/http/app-error';
import { diffValues } from '@sportsbook/core/structural-diff/value-patch';
import type { FeedBatch, FeedGame, FeedGamePatch, Names } from '../../feed/feed-model';
import { LeadershipLostError, type FeedCommit, type FeedRepository } from '../persistence/feed.repository';
import type { WorldSize } from '../world/data/world-plans';
import type { CountryLookup } from '../world/roster';
import { runGameCommand, type CommandScope } from './command-handlers';
import { createGame } from './create-game';
import { loadOrCreate, marginsOf, type EngineMemory } from './engine-boot';
import { advanceGame, goLive } from './game-lifecycle';
import type { SettlementRow } from './settlement-rows';
import type { EngineStatus, TickSummary, TradingCommand } from './trading-commands';
import type { TradingGame } from './trading-game';

export const FEED_BATCH_CHANNEL = 'feed.batch';
export const FEED_SETTLEMENT_CHANNEL = 'feed.settlement';

/** One game's settlement (or correction) as published on 'feed.settlement'; feed_settlements is the record. */
export interface SettlementEvent {
  readonly seq: number;
  readonly gameId: number;
  readonly corrected: boolean;
  readonly settlements: readonly SettlementRow[];
}

export interface TradingEngineOptions {
  readonly repository: FeedRepository;
  readonly bus: Bus;
  readonly clock: Clock;
  readonly log: FastifyBaseLogger;
  readonly feedSeed: number;
  readonly size: WorldSize;
  readonly defaultSpeed: number;
  readonly countries: CountryLookup;
  readonly countryNameOf: (countryId: number) => Names | undefined;
  /** Ticks on a timer this often; tests leave it out and call tick() with a manual clock. */
  readonly tickMs?: number;
}

/** A tick gives the event loop back this often, so requests keep flowing while hundreds of games reprice. */
const YIELD_AFTER_MS = 15;
/** Finished games stay in the feed this long (results), then are archived out of it. */
const KEEP_FINISHED_MS = 48 * 3_600_000;
const ARCHIVE_CHECK_MS = 60_000;

/**
 * The committed change as readers get it: a game they hold goes as a patch of that version (a moved price, a
 * suspension or a clock names a few of the game's hundreds of fields, which every process would parse), a new
 * one whole. Committed is what readers hold: after a lost batch they reload the snapshot, the database's.
 */
function batchOf(seq: number, changed: readonly TradingGame[], removed: readonly number[]): FeedBatch {
  const games: FeedGame[] = [];
  const patches: FeedGamePatch[] = [];
  for (const tg of changed) {
    const patch = tg.published && diffValues(tg.published, tg.game);
    if (tg.published && patch) patches.push({ id: tg.game.id, base: tg.published.version, patch });
    else games.push(tg.game);
    tg.published = tg.game;
  }
  return { seq, games, patches, removed };
}

/**
 * The trading engine of the leader process: world, calendar, live play, prices. Every change goes through
 * one queue (ticks and operator commands never interleave), is written in one transaction with the next
 * seq, and is then published on the bus, where every process's feed store (this one's too) picks it up.
 */
export class TradingEngine {
  private memory: EngineMemory | undefined;
  private queue: Promise<unknown> = Promise.resolve();
  private timer: NodeJS.Timeout | undefined;
  private ticking = false;
  private lastArchiveCheckMs = 0;
  private lastTick: { atMs: number; durationMs: number } | undefined;

  constructor(private readonly options: TradingEngineOptions) {}

  get running(): boolean {
    return this.memory !== undefined;
  }

  async start(): Promise<void> {
    const { options } = this;
    await this.enqueue(async () => {
      this.memory = await loadOrCreate({
        repository: options.repository,
        feedSeed: options.feedSeed,
        size: options.size,
        speed: options.defaultSpeed,
        countries: options.countries,
        countryNameOf: options.countryNameOf,
        nowMs: options.clock.nowMs(),
      });
    });
    if (options.tickMs === undefined) return;
    this.timer = setInterval(() => {
      if (this.ticking || !this.running) return;
      this.ticking = true;
      this.tick()
        .catch((error: unknown) => options.log.error({ err: error }, 'feed tick failed'))
        .finally(() => (this.ticking = false));
    }, options.tickMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.queue.catch(() => undefined);
    this.memory = undefined;
  }

  /** One tick: calendar, line games going live, live play, one write, one batch. */
  tick(extraSimSec = 0): Promise<TickSummary> {
    return this.enqueue(() => this.runTick(this.requireMemory(), extraSimSec));
  }

  command(command: TradingCommand): Promise<unknown> {
    return this.enqueue(async () => {
      const memory = this.requireMemory();
      switch (command.type) {
        case 'status':
          return this.status(memory);
        case 'run-ticks': {
          let summary: TickSummary | undefined;
          let changed = 0;
          let settled = 0;
          for (let i = 0; i < command.count; i++) {
            summary = await this.runTick(memory, command.simSecPerTick);
            changed += summary.changedGames;
            settled += summary.settledGames;
          }
          return {
            seq: memory.state.seq,
            ticks: command.count,
            changedGames: changed,
            settledGames: settled,
          };
        }
        case 'controls': {
          const margins = command.margins ?? memory.state.margins;
          const speed = command.speed === undefined ? memory.state.speed : command.speed;
          if (
            !(await this.options.repository.setControls(memory.state.epoch, {
              speed,
              ...(margins ? { margins } : {}),
            }))
          )
            throw new AppError('SERVICE_UNAVAILABLE', 'This process no longer leads the feed');
          memory.state = { ...memory.state, speed, margins };
          return this.status(memory);
        }
        default: {
          const effect = await runGameCommand(this.scope(memory), command);
          for (const tg of effect.games) this.track(memory, tg);
          await this.commitAndPublish(memory, { games: effect.games, settlements: effect.settlements });
          return effect.value;
        }
      }
    });
  }

  private enqueue<T>(work: () => Promise<T>): Promise<T> {
    const run = this.queue.then(work, work);
    this.queue = run.catch(() => undefined);
    return run;
  }

  private requireMemory(): EngineMemory {
    if (!this.memory)
      throw new AppError('SERVICE_UNAVAILABLE', 'The feed engine is not running in this process');
    return this.memory;
  }

  private speed(memory: EngineMemory): number {
    return memory.state.speed ?? this.options.defaultSpeed;
  }

  private scope(memory: EngineMemory): CommandScope {
    const { repository, feedSeed, countryNameOf, clock } = this.options;
    return {
      nowMs: clock.nowMs(),
      margins: marginsOf(memory.state),
      speed: this.speed(memory),
      feedSeed,
      memory,
      countryNameOf,
      nextId: () => memory.nextGameId++,
      async load(gameId) {
        const found = memory.live.get(gameId) ?? (await repository.games([gameId]))[0];
        if (!found) throw new AppError('NOT_FOUND', `No game ${gameId}`);
        return found;
      },
    };
  }

  private track(memory: EngineMemory, tg: TradingGame): void {
    const id = tg.game.id;
    memory.line.delete(id);
    memory.live.delete(id);
    if (tg.record.status === 'line') memory.line.set(id, tg.game.startAt * 1000);
    if (tg.record.status === 'live') memory.live.set(id, tg);
  }

  private async runTick(memory: EngineMemory, extraSimSec: number): Promise<TickSummary> {
    const started = performance.now();
    const nowMs = this.options.clock.nowMs();
    const margins = marginsOf(memory.state);
    const speed = this.speed(memory);
    const changed = new Map<number, TradingGame>();
    const settlements: { rows: readonly SettlementRow[]; corrected: boolean }[] = [];
    const { fixtures, moved } = memory.keeper.due(nowMs);
    for (const fixture of fixtures) {
      const champ = memory.keeper.champ(fixture.champId)!;
      const context = {
        champ,
        teams: memory.teams,
        country: this.options.countryNameOf(champ.countryId),
        feedSeed: this.options.feedSeed,
        margins,
        nowMs,
        nextId: () => memory.nextGameId++,
      };
      const tg = createGame(fixture, context);
      changed.set(tg.game.id, tg);
      this.track(memory, tg);
    }
    const dueIds = [...memory.line].filter(([, startMs]) => startMs <= nowMs).map(([id]) => id);
    const stored = await this.options.repository.games(dueIds.filter((id) => !changed.has(id)));
    for (const tg of [...dueIds.flatMap((id) => changed.get(id) ?? []), ...stored]) {
      if (tg.record.status === 'line') goLive(tg, margins, nowMs);
      this.track(memory, tg);
      changed.set(tg.game.id, tg);
    }
    let slice = performance.now();
    for (const tg of [...memory.live.values()]) {
      const outcome = advanceGame(tg, nowMs, speed, extraSimSec, margins);
      if (outcome.changed) changed.set(tg.game.id, tg);
      if (outcome.settlements?.length) settlements.push({ rows: outcome.settlements, corrected: false });
      if (tg.record.status !== 'live') this.track(memory, tg);
      if (performance.now() - slice > YIELD_AFTER_MS) {
        await yieldToEventLoop();
        slice = performance.now();
      }
    }
    const archiveBeforeMs = await this.archiveCutoff(nowMs);
    if (changed.size > 0 || moved.size > 0 || archiveBeforeMs !== undefined)
      await this.commitAndPublish(memory, {
        games: [...changed.values()],
        settlements,
        cursors: moved,
        archiveBeforeMs,
      });
    this.lastTick = { atMs: nowMs, durationMs: performance.now() - started };
    return { seq: memory.state.seq, ticks: 1, changedGames: changed.size, settledGames: settlements.length };
  }

  private async archiveCutoff(nowMs: number): Promise<number | undefined> {
    if (nowMs - this.lastArchiveCheckMs < ARCHIVE_CHECK_MS) return undefined;
    this.lastArchiveCheckMs = nowMs;
    const cutoff = nowMs - KEEP_FINISHED_MS;
    return (await this.options.repository.hasArchivable(cutoff)) ? cutoff : undefined;
  }

  private async commitAndPublish(
    memory: EngineMemory,
    change: Pick<FeedCommit, 'games' | 'settlements' | 'cursors' | 'archiveBeforeMs'>,
  ): Promise<void> {
    const { repository, bus, clock, log } = this.options;
    let written: { seq: number; removed: number[] };
    try {
      written = await repository.commit({
        ...change,
        epoch: memory.state.epoch,
        nowMs: clock.nowMs(),
        nextGameId: memory.nextGameId,
      });
    } catch (error) {
      // The memory ran ahead of the database: lead no more (another process took over) or start again from it.
      if (error instanceof LeadershipLostError) this.memory = undefined;
      else
        this.memory = await loadOrCreate({
          ...this.options,
          speed: this.options.defaultSpeed,
          nowMs: clock.nowMs(),
        });
      throw error;
    }
    memory.state = { ...memory.state, seq: written.seq };
    const batch = batchOf(written.seq, change.games, written.removed);
    try {
      await bus.publish(FEED_BATCH_CHANNEL, batch);
      for (const { rows, corrected } of change.settlements) {
        const event: SettlementEvent = {
          seq: written.seq,
          gameId: rows[0].gameId,
          corrected,
          settlements: rows,
        };
        await bus.publish(FEED_SETTLEMENT_CHANNEL, event);
      }
    } catch (error) {
      // Readers see the gap in seq at the next batch and reload the snapshot; settlement readers poll the table.
      log.warn({ err: error, seq: written.seq }, 'feed batch written but not published');
    }
  }

  private status(memory: EngineMemory): EngineStatus {
    return {
      leader: true,
      seq: memory.state.seq,
      epoch: memory.state.epoch,
      speed: this.speed(memory),
      margins: marginsOf(memory.state),
      liveGames: memory.live.size,
      lineGames: memory.line.size,
      lastTickMs: this.lastTick?.atMs ?? null,
      lastTickDurationMs: this.lastTick ? Math.round(this.lastTick.durationMs * 10) / 10 : null,
    };
  }
}
