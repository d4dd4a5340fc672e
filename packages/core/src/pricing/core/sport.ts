import type { Random } from '../../random/seeded-random';
import type { Catalogue } from './catalogue';
import { settleSelection } from './catalogue';
import type { MarginConfig } from './margin-config';
import { fairMarkets, priceMarkets } from './price-catalogue';
import type { FairMarket, PricedMarket, SelectionRef } from './priced-market';
import type { Settlement } from './settlement';

/**
 * One sport's pricing: its markets under the model built from input I (ratings-derived strengths and the
 * live state), settlement of its selections on results R, and a simulation S of the rest of the game from
 * the same model, for honest live play.
 */
export interface Sport<I, R, S extends { readonly result: R }, M = unknown> {
  /** The markets offered, each with the projection it settles on. */
  readonly catalogue: Catalogue<M, R>;
  readonly model: (input: I) => M;
  price(input: I, margins?: MarginConfig): PricedMarket[];
  /** Every market before margin (fair probabilities, nothing withdrawn). */
  fair(input: I): FairMarket[];
  settle(selection: SelectionRef, result: R): Settlement;
  simulate(input: I, random: Random): S;
}

export function defineSport<I, M, R, S extends { readonly result: R }>(
  catalogue: Catalogue<M, R>,
  model: (input: I) => M,
  simulate: (input: I, random: Random) => S,
): Sport<I, R, S, M> {
  return {
    catalogue,
    model,
    price: (input, margins) => priceMarkets(catalogue, model(input), margins),
    fair: (input) => fairMarkets(catalogue, model(input)),
    settle: (selection, result) => settleSelection(catalogue, selection, result),
    simulate,
  };
}
