import type { BetLegView } from '@sportsbook/core/betting/bet-view.schema';

type LegNames = BetLegView['names'];

/** A leg's game as the cards write it, "Home – Away" in the language (English when it has no name there). */
export function legTitle(names: LegNames, language: string): string {
  const name = (value: Record<string, string>) => value[language] || value.en || '';
  const away = name(names.away);
  return away ? `${name(names.home)} – ${away}` : name(names.home);
}
