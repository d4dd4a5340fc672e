import type { FeedGame, Names } from '../feed/feed-model';
import type { FeedLookup } from './feed-lookup';

/** "Home - Away" in every language, or the event's title (a race, an election); undefined while unnamed. */
export function gameNames(game: FeedGame, feed: FeedLookup): Names | undefined {
  if (game.title) return game.title;
  const [home, away] = [feed.team(game.homeTeamId)?.names, feed.team(game.awayTeamId)?.names];
  if (!home || !away) return undefined;
  return { en: `${home.en} - ${away.en}`, ru: `${home.ru} - ${away.ru}`, ar: `${home.ar} - ${away.ar}` };
}
