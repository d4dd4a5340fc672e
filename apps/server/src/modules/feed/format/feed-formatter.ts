import type { FeedGameJson } from '@sportsbook/core/api/feed-responses/feed-game.schema';
import { oddsFormatOfCfview } from '@sportsbook/core/odds/index';
import type { FeedGame } from '../feed-model';
import type { FeedView } from '../store/feed-view';
import type { CountryNames } from './feed-language';
import type { FormatContext, FormatOptions } from './format-context';
import { GameFragments } from './game-fragments';
import { formatGame } from './game.format';

/** Games in lists: E with the main outcomes, or the Asian view's handicap and total. */
export type ListVariant = 'main' | 'asia';

/** Formats games for lists from cached per-game JSON pieces, and gives every formatter its context. */
export class FeedFormatter {
  readonly fragments = new GameFragments();

  constructor(private readonly countries: CountryNames) {}

  context(view: FeedView, options: FormatOptions): FormatContext {
    return {
      view,
      lng: options.lng,
      odds: oddsFormatOfCfview(options.cfview) ?? 'decimal',
      countries: this.countries,
    };
  }

  listGame(
    view: FeedView,
    game: FeedGame,
    options: FormatOptions,
    variant: ListVariant = 'main',
  ): FeedGameJson {
    return formatGame(game, this.context(view, options), { E: variant });
  }

  /** A JSON array of list games, from the cached pieces. */
  gamesText(
    view: FeedView,
    games: readonly FeedGame[],
    options: FormatOptions,
    variant: ListVariant = 'main',
  ): string {
    const key = `${variant}|${options.lng}|${options.cfview}`;
    const texts = games.map((game) =>
      this.fragments.text(view, game, key, () => this.listGame(view, game, options, variant)),
    );
    return `[${texts.join(',')}]`;
  }
}

/** `head` as JSON text with `"G": <games>` added last, so nested lists reuse the cached pieces too. */
export function withGames(head: object, gamesText: string): string {
  const text = JSON.stringify(head);
  return text === '{}' ? `{"G":${gamesText}}` : `${text.slice(0, -1)},"G":${gamesText}}`;
}
