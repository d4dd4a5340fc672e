import type { FeedOutcomeJson } from '@sportsbook/core/api/feed-responses/feed-outcome.schema';
import { formatOdds, isOdds, type OddsFormat } from '@sportsbook/core/odds/index';
import type { FeedOutcome } from '../feed-model';
import { lineOf, type OutcomeGroup } from './market-lines';

/** How outcomes of one game are written: the odds format, and whether the whole game takes no bets. */
export interface OutcomeStyle {
  readonly odds: OddsFormat;
  readonly gameBlocked: boolean;
}

/** A price in thousandths as text in the odds format. */
export function priceText(thousandths: number, odds: OddsFormat): string {
  return isOdds(thousandths) ? formatOdds(thousandths, odds) : (thousandths / 1000).toFixed(2);
}

/** The outcome object of spec/linefeed-format.md: P omitted when 0, B only when blocked, CE on the main line. */
export function formatOutcome(
  outcome: FeedOutcome,
  group: OutcomeGroup,
  style: OutcomeStyle,
): FeedOutcomeJson {
  const json: FeedOutcomeJson = {
    T: outcome.T,
    G: outcome.G,
    C: outcome.C / 1000,
    CV: priceText(outcome.C, style.odds),
  };
  if (outcome.P) json.P = outcome.P;
  if (outcome.B || style.gameBlocked) json.B = true;
  if (group.lines.length > 1 && lineOf(outcome) === group.main) json.CE = 1;
  return json;
}

/** Outcomes sorted as E wants them: ascending C, then G, then T. */
export function byPrice(a: FeedOutcomeJson, b: FeedOutcomeJson): number {
  return a.C - b.C || a.G - b.G || a.T - b.T;
}
