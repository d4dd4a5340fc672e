import type { FeedSearchEntryJson } from '@sportsbook/core/api/feed-responses/feed-search.schema';
import type { Names } from '../feed-model';
import { formatGameHead } from '../format/game-head.format';
import type { FeedWorld } from '../store/feed-index';
import type { FeedKind } from '../store/feed-kind';
import { implementFeedCall, type FeedCallDeps, type FeedRoute } from './feed-call';
import { DEFAULT_COUNT, formatOptions, MAX_COUNT } from './feed-options';

/** Lower case, accents and case folded, single spaces: "Atlético  Madrid" finds "atletico madrid". */
export function searchable(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

/** Team and championship names, prepared once per world. */
const preparedNames = new WeakMap<FeedWorld, Map<string, string[]>>();

function prepare(names: Names | undefined): string[] {
  return names ? [...new Set([names.en, names.ru, names.ar].map(searchable))] : [];
}

function namesOf(world: FeedWorld, key: string, names: Names | undefined): string[] {
  let byKey = preparedNames.get(world);
  if (!byKey) preparedNames.set(world, (byKey = new Map()));
  let prepared = byKey.get(key);
  if (!prepared) byKey.set(key, (prepared = prepare(names)));
  return prepared;
}

/** Substring of a name (team, championship, or an event's title); strict: every word of the text is a whole word of one name. */
function matches(name: string, text: string, words: readonly string[], strict: boolean): boolean {
  if (!strict) return name.includes(text);
  const own = name.split(' ');
  return words.every((word) => own.includes(word));
}

/**
 * Web_SearchZip (text, limit, strict; mode accepted): the games of this feed whose team or championship name,
 * in any of our languages, matches the text; in the feed's order.
 */
export function implementSearch(deps: FeedCallDeps, route: FeedRoute, kind: FeedKind): void {
  implementFeedCall(
    deps,
    route,
    (query) => ({
      ...formatOptions(query),
      text: searchable(query.text ?? ''),
      limit: Math.min(MAX_COUNT, query.limit ?? DEFAULT_COUNT),
      strict: query.strict ?? false,
    }),
    (view, options) => {
      const { world } = view;
      const words = options.text.split(' ');
      const ctx = deps.formatter.context(view, options);
      const found: FeedSearchEntryJson[] = [];
      for (const id of view.index[kind].ordered) {
        if (found.length >= options.limit) break;
        const game = view.games.get(id)!;
        const names = [
          ...namesOf(world, `t${game.homeTeamId}`, world.teams.get(game.homeTeamId)?.names),
          ...namesOf(world, `t${game.awayTeamId}`, world.teams.get(game.awayTeamId)?.names),
          ...namesOf(world, `c${game.champId}`, world.champs.get(game.champId)?.names),
          ...prepare(game.title),
        ];
        if (!names.some((name) => matches(name, options.text, words, options.strict))) continue;
        const { I, CI, SI, SN, LI, L, LE, O1, O2, O1E, O2E, S } = formatGameHead(game, ctx);
        found.push({ I, CI, SI, SN, LI, L, LE, O1, O2, O1E, O2E, S });
      }
      return JSON.stringify(found);
    },
  );
}
