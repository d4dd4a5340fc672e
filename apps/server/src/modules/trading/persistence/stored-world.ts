import type { GameFormat } from '../engine/game-format';
import type { Schedule, WorldPlayer } from '../world/world.types';

/** What a championship row keeps besides its FeedChamp: how it plays and who takes part. */
export interface ChampPlanState {
  readonly format: GameFormat;
  readonly schedule: Schedule;
  readonly teamIds: readonly number[];
}

export type StoredPlayer = WorldPlayer;
