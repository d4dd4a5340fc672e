import type { FeedGame } from '../feed-model';
import { names, PERIOD_NAMES } from './fixture-names';

/** The live state of a fixture game half an hour in. */
export function liveState(
  sport: 'football' | 'basketball' | 'tennis',
): Pick<FeedGame, 'score' | 'incidents'> {
  if (sport === 'football') {
    return {
      score: {
        total: { home: 1, away: 0 },
        periods: [{ home: 1, away: 0, name: PERIOD_NAMES.firstHalf }],
        currentPeriod: 1,
        currentPeriodName: PERIOD_NAMES.firstHalf,
        elapsedSec: 1800,
        status: names('30 minutes', '30 минут', '30 دقيقة'),
        stats: { 29: { home: 55, away: 45 }, 59: { home: 3, away: 0 }, 70: { home: 4, away: 2 } },
      },
      incidents: [
        { atSec: 754, period: 1, kind: 'goal', side: 'home', score: { home: 1, away: 0 } },
        { atSec: 1210, period: 1, kind: 'yellowCard', side: 'away' },
      ],
    };
  }
  const basketball = sport === 'basketball';
  const period = basketball ? PERIOD_NAMES.firstQuarter : PERIOD_NAMES.firstSet;
  return {
    score: {
      // Basketball counts points; tennis counts sets (none won yet) with the games of the set in play.
      total: basketball ? { home: 18, away: 21 } : { home: 0, away: 0 },
      periods: [{ home: basketball ? 18 : 3, away: basketball ? 21 : 2, name: period }],
      currentPeriod: 1,
      currentPeriodName: period,
      elapsedSec: 600,
      status: names('In play', 'Идёт игра', 'جارية'),
      stats: {},
    },
  };
}
