import type { GameFormat } from './game-format';

/**
 * About how long a game lasts in simulated seconds, breaks and extra time included: the calendar uses it
 * to know which past kick-offs are still being played when the world is first built.
 */
export function nominalDurationSec(format: GameFormat): number {
  switch (format.family) {
    case 'goal':
    case 'margin':
      return (
        format.periods * format.periodSec +
        (format.periods - 1) * format.breakSec +
        600 +
        (format.overtimeSec ?? 0)
      );
    case 'tennis':
      return format.bestOf * 45 * 60;
    case 'rally':
      return format.bestOf * (format.model === 'volleyball' ? 30 * 60 : 10 * 60);
    case 'series':
      return format.bestOf * (format.unitSec * 1.25 + format.breakSec);
    case 'duel':
      return format.rounds * (format.roundSec + format.breakSec);
    case 'outright':
      return format.raceSec;
  }
}
