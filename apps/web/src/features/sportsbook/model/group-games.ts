import { offersDraw } from './main-markets';
import type { ListGame } from './feed-types';

/** A championship of a list with its games, in the order they first appear. */
export interface ChampGroup<G extends ListGame = ListGame> {
  champId: number;
  sportId: number;
  name: string;
  sportName: string;
  country: string;
  games: G[];
  /** Whether the 1X2 column shows X: only where a draw is on offer. */
  draw: boolean;
}

export function groupByChamp<G extends ListGame>(games: readonly G[]): ChampGroup<G>[] {
  const groups = new Map<number, ChampGroup<G>>();
  for (const game of games) {
    let group = groups.get(game.LI);
    if (!group) {
      group = {
        champId: game.LI,
        sportId: game.SI,
        name: game.L,
        sportName: game.SN,
        country: game.CN,
        games: [],
        draw: false,
      };
      groups.set(game.LI, group);
    }
    group.games.push(game);
  }
  return [...groups.values()].map((group) => ({ ...group, draw: offersDraw(group.games) }));
}

/** The rows of a virtual list: section headings, championship headings and games. */
export type ListRow<G extends ListGame = ListGame> =
  | { type: 'section'; key: string; title: string; count: number }
  | { type: 'champ'; key: string; group: ChampGroup<G> }
  | { type: 'game'; key: string; game: G; group: ChampGroup<G>; last: boolean };

/** Flattens sections of games into rows: each section's heading (when titled), then its championships. */
export function listRows<G extends ListGame>(
  sections: readonly { id: string; title?: string; games: readonly G[] }[],
  collapsed: ReadonlySet<number> = new Set(),
): ListRow<G>[] {
  const rows: ListRow<G>[] = [];
  for (const section of sections) {
    if (section.games.length === 0) continue;
    if (section.title) {
      rows.push({
        type: 'section',
        key: `s:${section.id}`,
        title: section.title,
        count: section.games.length,
      });
    }
    for (const group of groupByChamp(section.games)) {
      rows.push({ type: 'champ', key: `c:${section.id}:${group.champId}`, group });
      if (collapsed.has(group.champId)) continue;
      group.games.forEach((game, i) =>
        rows.push({ type: 'game', key: `g:${game.I}`, game, group, last: i === group.games.length - 1 }),
      );
    }
  }
  return rows;
}
