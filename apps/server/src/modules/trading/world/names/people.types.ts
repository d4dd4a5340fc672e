import type { Names } from '../../../feed/feed-model';

export type Gender = 'male' | 'female';

/** Given names and surnames of one naming tradition, each in en, ru and ar. */
export interface NamePool {
  readonly male: readonly Names[];
  readonly female: readonly Names[];
  readonly surnames: readonly Names[];
  /** Suffixes a woman's surname takes in each language (Petrov -> Petrova), where the tradition has them. */
  readonly femaleSuffix?: Names;
  /** Chinese names put the family name first. */
  readonly familyFirst?: boolean;
}

export type Origin =
  | 'russian'
  | 'kazakh'
  | 'english'
  | 'spanish'
  | 'german'
  | 'french'
  | 'italian'
  | 'portuguese'
  | 'turkish'
  | 'arabic'
  | 'nordic'
  | 'japanese'
  | 'chinese'
  | 'indian'
  | 'czech';

/** The tradition a country's people are named in, by ISO code. */
export const COUNTRY_ORIGIN: Readonly<Record<string, Origin>> = {
  RU: 'russian',
  BY: 'russian',
  KZ: 'kazakh',
  GB: 'english',
  US: 'english',
  CA: 'english',
  AU: 'english',
  ES: 'spanish',
  AR: 'spanish',
  MX: 'spanish',
  DE: 'german',
  AT: 'german',
  FR: 'french',
  IT: 'italian',
  PT: 'portuguese',
  BR: 'portuguese',
  TR: 'turkish',
  SA: 'arabic',
  AE: 'arabic',
  EG: 'arabic',
  QA: 'arabic',
  SE: 'nordic',
  FI: 'nordic',
  NO: 'nordic',
  JP: 'japanese',
  CN: 'chinese',
  IN: 'indian',
  CZ: 'czech',
};
