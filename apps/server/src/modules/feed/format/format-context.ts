import type { OddsFormat } from '@sportsbook/core/odds/index';
import type { Names } from '../feed-model';
import type { FeedView } from '../store/feed-view';
import type { CountryNames, FeedLanguage } from './feed-language';

/** What every formatter needs: the view being read, the language, the odds format and country names. */
export interface FormatContext {
  readonly view: FeedView;
  readonly lng: FeedLanguage;
  readonly odds: OddsFormat;
  readonly countries: CountryNames;
}

/** What every answer depends on: language and odds format (cfview ids we do not know read as decimal). */
export interface FormatOptions {
  readonly lng: FeedLanguage;
  readonly cfview: number;
}

/** Names of something the world lacks (a game read before the snapshot that names it). */
export const NO_NAME: Names = { en: '', ru: '', ar: '' };
