/**
 * The six odds display formats and their `cfview` ids. The spec names `cfview` (odds display format) and
 * defaults the odds-view id to 0 without listing the others; the numbering below is ours, in the order
 * betting sites conventionally offer them: 0 decimal, 1 fractional, 2 American, 3 Hong Kong,
 * 4 Indonesian, 5 Malay.
 */
export const ODDS_FORMAT_CFVIEW = {
  decimal: 0,
  fractional: 1,
  american: 2,
  hongKong: 3,
  indonesian: 4,
  malay: 5,
} as const;

export type OddsFormat = keyof typeof ODDS_FORMAT_CFVIEW;
export type Cfview = (typeof ODDS_FORMAT_CFVIEW)[OddsFormat];

export const ODDS_FORMATS = Object.keys(ODDS_FORMAT_CFVIEW) as OddsFormat[];

/** The format for a `cfview` id, or undefined for an id we do not know. */
export function oddsFormatOfCfview(cfview: number): OddsFormat | undefined {
  return ODDS_FORMATS.find((format) => ODDS_FORMAT_CFVIEW[format] === cfview);
}
