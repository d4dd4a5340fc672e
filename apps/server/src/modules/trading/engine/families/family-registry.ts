import type { FamilyEngine, LiveBase } from '../family-engine';
import type { FamilyName, GameFormat } from '../game-format';
import { duelEngine } from './duel.engine';
import { goalEngine } from './goal.engine';
import { marginEngine } from './margin.engine';
import { outrightEngine } from './outright.engine';
import { rallyEngine } from './rally.engine';
import { seriesEngine } from './series.engine';
import { tennisEngine } from './tennis.engine';

/** A family with its live state and result types erased: the game wrapper stores both as JSON. */
export type AnyFamilyEngine = FamilyEngine<GameFormat, LiveBase, unknown>;

const ENGINES: Record<FamilyName, unknown> = {
  goal: goalEngine,
  margin: marginEngine,
  tennis: tennisEngine,
  rally: rallyEngine,
  series: seriesEngine,
  duel: duelEngine,
  outright: outrightEngine,
};

export function engineFor(format: GameFormat): AnyFamilyEngine {
  return ENGINES[format.family] as AnyFamilyEngine;
}
