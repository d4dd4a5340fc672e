import type { FeedScoreJson } from '@sportsbook/core/api/feed-responses/feed-score.schema';
import type { LiveScore, ScorePair } from '../feed-model';
import { nameIn, type FeedLanguage } from './feed-language';
import { STAT_NAMES, UNKNOWN_STAT } from './stat-names';

/** A score with each 0 side left out: `{}` is 0:0, `{ S2: 1 }` is 0:1. */
export function scorePair(score: ScorePair): { S1?: number; S2?: number } {
  return { ...(score.home !== 0 && { S1: score.home }), ...(score.away !== 0 && { S2: score.away }) };
}

/** The live score block SC of spec/linefeed-format.md. */
export function formatScore(score: LiveScore, lng: FeedLanguage): FeedScoreJson {
  const stats = Object.entries(score.stats)
    .map(([id, pair]) => ({ id: Number(id), pair }))
    .sort((a, b) => a.id - b.id)
    .map(({ id, pair }) => ({
      ID: id,
      S1: String(pair.home),
      S2: String(pair.away),
      N: nameIn(STAT_NAMES[id] ?? UNKNOWN_STAT, lng),
    }));
  return {
    FS: scorePair(score.total),
    PS: score.periods.map((period, i) => ({
      Key: i + 1,
      Value: { ...scorePair(period), NF: nameIn(period.name, lng) },
    })),
    CP: score.currentPeriod,
    CPS: nameIn(score.currentPeriodName, lng),
    TS: Math.max(0, Math.floor(score.elapsedSec)),
    SLS: nameIn(score.status, lng),
    ...(stats.length > 0 && { ST: [{ Key: 0 as const, Value: stats }] }),
  };
}
