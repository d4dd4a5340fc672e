import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../platform/clock';
import { PHASE, type FeedGame } from '../feed/feed-model';
import type { GameChange } from '../favourites/feed-lookup';
import { sportProfile } from './sport-profiles';
import type { RecordedResult, StatisticsRepository } from './statistics.repository';

function resultOf(game: FeedGame): RecordedResult | undefined {
  if (!game.finished || !game.result || game.phase === PHASE.cancelled) return undefined;
  // A race's field has no sides to keep a record of.
  if (sportProfile(game.sportId).score.kind === 'race') return undefined;
  return {
    gameId: game.id,
    sportId: game.sportId,
    champId: game.champId,
    home: game.homeTeamId,
    away: game.awayTeamId,
    startMs: game.startAt * 1000,
    score: game.result.score,
    periods: game.result.periods,
  };
}

function sameResult(a: FeedGame | undefined, b: FeedGame): boolean {
  const [x, y] = [a?.result?.score, b.result?.score];
  return !!x && !!y && a?.finished === b.finished && x.home === y.home && x.away === y.away;
}

/**
 * Keeps the results of the feed's finished games (corrections replace them, a cancellation removes them), so
 * head-to-head, last games and tables outlive the feed archiving the games. Every process records the same
 * rows; the upsert makes that harmless.
 */
export class ResultsRecorder {
  private queue: Promise<void> = Promise.resolve();

  constructor(
    private readonly repository: StatisticsRepository,
    private readonly clock: Clock,
    private readonly log: FastifyBaseLogger,
  ) {}

  readonly handle = (changes: readonly GameChange[]): void => {
    const results = changes
      .filter((c) => !sameResult(c.before, c.after))
      .map((c) => resultOf(c.after))
      .filter((r) => r !== undefined);
    const cancelled = changes
      .filter((c) => c.after.phase === PHASE.cancelled && c.before?.phase !== PHASE.cancelled)
      .map((c) => c.after.id);
    if (results.length === 0 && cancelled.length === 0) return;
    this.queue = this.queue
      .then(async () => {
        await this.repository.recordResults(results, this.clock.now());
        for (const id of cancelled) await this.repository.forgetResult(id);
      })
      .catch((error: unknown) => this.log.error({ err: error }, 'statistics: recording results failed'));
  };

  /** Resolves once every change seen so far is written (tests and shutdown). */
  idle(): Promise<void> {
    return this.queue;
  }
}
