import type { BetView } from '@sportsbook/core/betting/bet-view.schema';

/** The bets history as the text of an e-mail: one line per bet, then its legs. */
export function historyMailText(bets: readonly BetView[], period: { from: Date; to: Date }): string {
  const day = (at: Date) => at.toISOString().slice(0, 10);
  const lines = [`Your bets from ${day(period.from)} to ${day(period.to)}: ${bets.length}`, ''];
  for (const bet of bets) {
    lines.push(
      `#${bet.id} ${bet.placedAt.slice(0, 16).replace('T', ' ')} ${bet.kind} ${bet.stake} ${bet.currency} at ${bet.price} - ${bet.status}${bet.paid === null ? '' : `, paid ${bet.paid}`}`,
    );
    for (const leg of bet.legs)
      lines.push(
        `   ${leg.names.home.en ?? ''} - ${leg.names.away.en ?? ''}: ${leg.marketKey} T${leg.T} @ ${leg.price}${leg.result ? ` (${leg.result})` : ''}`,
      );
  }
  return lines.join('\n');
}
