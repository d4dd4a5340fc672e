import { defineSport } from '../core/sport';
import { marginCatalogue, type MarginLineCounts } from './margin-catalogue';
import { marginModel, type MarginInput, type MarginRules } from './margin-model';
import { simulateMarginGame } from './margin-simulation';

/** A normal-margin sport: pricing and simulation under the same rules. */
export function marginSport(rules: MarginRules, counts: MarginLineCounts) {
  return defineSport(
    marginCatalogue(rules, counts),
    (input: MarginInput) => marginModel(rules, input),
    (input: MarginInput, random) => simulateMarginGame(rules, input, random),
  );
}
