import type { z } from 'zod';
import type {
  statGameStatusSchema,
  statMainLiveSchema,
} from '@sportsbook/core/api/feed-responses/statistics-game.schema';
import { PHASE, type FeedGame, type ScorePair } from '../feed/feed-model';
import type { FeedLookup } from '../favourites/feed-lookup';
import type { NameLanguage } from '../favourites/localized-name';
import type { PastGame } from './season-history';
import { gameNotFound } from './statistics-errors';
import type { StatisticsRepository } from './statistics.repository';

type GameStatus = z.infer<typeof statGameStatusSchema>;

/** The feed's score pair: a side with 0 is omitted. */
function pair(score: ScorePair) {
  return { ...(score.home > 0 && { S1: score.home }), ...(score.away > 0 && { S2: score.away }) };
}

function stateOf(game: FeedGame): GameStatus['ST'] {
  if (game.phase === PHASE.cancelled) return 3;
  if (game.finished) return 2;
  return game.live ? 1 : 0;
}

function periodsOf(game: FeedGame, lng: NameLanguage) {
  if (game.score) {
    return game.score.periods.map((p, i) => ({ Key: i + 1, Value: { ...pair(p), NF: p.name[lng] } }));
  }
  return (game.result?.periods ?? []).map((p, i) => ({ Key: i + 1, Value: pair(p) }));
}

function liveStatus(game: FeedGame, lng: NameLanguage): GameStatus {
  const score = game.score;
  const total = score?.total ?? game.result?.score;
  return {
    I: game.id,
    CI: game.constId,
    SI: game.sportId,
    LI: game.champId,
    S: game.startAt,
    ST: stateOf(game),
    PH: game.phase,
    ...(total && {
      SC: {
        FS: pair(total),
        PS: periodsOf(game, lng),
        ...(score && {
          CP: score.currentPeriod,
          CPS: score.currentPeriodName[lng],
          TS: score.elapsedSec,
          SLS: score.status[lng],
        }),
      },
    }),
    ...(score && {
      ST2: Object.entries(score.stats).map(([id, value]) => ({
        ID: Number(id),
        S1: String(value.home),
        S2: String(value.away),
      })),
    }),
  };
}

function recordedStatus(game: PastGame, sportId: number): GameStatus {
  return {
    I: game.gameId!,
    CI: game.gameId!,
    SI: sportId,
    LI: game.champId,
    S: Math.floor(game.startMs / 1000),
    ST: 2,
    PH: PHASE.settled,
    SC: { FS: pair(game.score), PS: game.periods.map((p, i) => ({ Key: i + 1, Value: pair(p) })) },
  };
}

/** Status and FindMainLiveByLineId: where a game of the feed (or a finished one on record) stands. */
export class GameStatusService {
  constructor(
    private readonly feed: FeedLookup,
    private readonly repository: StatisticsRepository,
  ) {}

  async status(gameId: number, lng: NameLanguage): Promise<GameStatus> {
    const game = this.feed.game(gameId);
    if (game) return liveStatus(game, lng);
    const recorded = await this.repository.result(gameId);
    const sportId = recorded && this.feed.champ(recorded.champId)?.sportId;
    if (!recorded || sportId === undefined) throw gameNotFound();
    return recordedStatus(recorded, sportId);
  }

  /** A game keeps its id from line to live, so the main live game of a line id is its own main game. */
  mainLive(gameId: number): z.infer<typeof statMainLiveSchema> {
    const game = this.feed.game(gameId);
    if (!game) throw gameNotFound();
    return {
      I: game.id,
      CI: game.constId,
      SI: game.sportId,
      LI: game.champId,
      S: game.startAt,
      LV: game.live && !game.finished,
    };
  }
}
