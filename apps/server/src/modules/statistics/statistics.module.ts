import type { ModuleContext, ServerModule } from '../../platform/module';
import { FEED_LOOKUP } from '../favourites/feed-lookup';
import { optional } from '../favourites/optional-service';
import { TRADING_SERVICE } from '../trading/trading.service';
import { REFERENCE_SERVICE } from '../reference/reference.service';
import { DuelService } from './duel.service';
import { GameStatusService } from './game-status.service';
import { HistoryService } from './history.service';
import { HorseRaceService } from './horse-race.service';
import { LineUpsService } from './lineups.service';
import { RestcoreService } from './restcore.service';
import { registerRestcoreRoutes } from './restcore.routes';
import { ResultsRecorder } from './results-recorder';
import { ResultsService } from './results.service';
import { SquadBook } from './squad-book';
import { registerStatisticsRoutes } from './statistics.routes';
import { StatisticsRepository } from './statistics.repository';
import { VenueService } from './venue.service';

interface Parts {
  readonly recorder: ResultsRecorder;
  readonly history: HistoryService;
}

/** Per app, since tests and scale-out checks run several apps in one process. */
const parts = new WeakMap<ModuleContext, Parts>();

/** Statistics data calls, restcore reference calls and the duel builder (spec section 7; STAT). */
export const statisticsModule: ServerModule = {
  name: 'statistics',
  provide(ctx) {
    const feed = ctx.services.get(FEED_LOOKUP);
    const repository = new StatisticsRepository(ctx.db);
    const recorder = new ResultsRecorder(repository, ctx.clock, ctx.log);
    // Listening before the feed loads, so the finished games of the first snapshot are recorded too.
    feed.onGameChanges(recorder.handle);
    const random = ctx.random.fork('statistics');
    parts.set(ctx, { recorder, history: new HistoryService(repository, feed, ctx.clock, random) });
  },
  register(ctx, routes) {
    const { history } = parts.get(ctx)!;
    const feed = ctx.services.get(FEED_LOOKUP);
    const reference = ctx.services.get(REFERENCE_SERVICE);
    const random = ctx.random.fork('statistics');
    const squads = new SquadBook(feed, optional(ctx, TRADING_SERVICE), random);
    const lineUps = new LineUpsService(feed, squads, history, random);
    registerStatisticsRoutes(routes, {
      lineUps,
      results: new ResultsService(feed, history),
      status: new GameStatusService(feed, new StatisticsRepository(ctx.db)),
      venues: new VenueService(feed, reference, random),
      races: new HorseRaceService(feed, random),
    });
    registerRestcoreRoutes(
      routes,
      new RestcoreService(feed, reference),
      new DuelService(feed, squads, ctx.clock),
      lineUps,
    );
  },
  async start(ctx) {
    await parts.get(ctx)?.history.ensureBases();
  },
  async stop(ctx) {
    await parts.get(ctx)?.recorder.idle();
  },
};
