import type { FeedGame } from '../feed-model';
import type { FeedWorld } from '../store/feed-index';
import type { FeedView } from '../store/feed-view';

interface Fragments {
  readonly game: FeedGame;
  readonly texts: Map<string, string>;
}

/**
 * Formatted games as JSON text by game and variant (layout, language, odds format), so a list is assembled from
 * pieces and only changed games are formatted again. A batch brings new game objects, which is what
 * invalidates; a snapshot brings a new world (names may have changed), which clears everything.
 */
export class GameFragments {
  private world: FeedWorld | null = null;
  private readonly byGame = new Map<number, Fragments>();

  text(view: FeedView, game: FeedGame, variant: string, build: () => unknown): string {
    if (view.world !== this.world) {
      this.byGame.clear();
      this.world = view.world;
    }
    let entry = this.byGame.get(game.id);
    if (entry?.game !== game) {
      entry = { game, texts: new Map() };
      this.byGame.set(game.id, entry);
    }
    let text = entry.texts.get(variant);
    if (text === undefined) {
      text = JSON.stringify(build());
      entry.texts.set(variant, text);
    }
    return text;
  }

  /** Drops games the view no longer has. */
  prune(view: FeedView, gameIds: readonly number[]): void {
    for (const id of gameIds) if (!view.games.has(id)) this.byGame.delete(id);
  }
}
