import type { FeedStoreService } from '../feed/store/feed-store.service';
import type { LiveGameSource } from './live-game-source';

/** The feed's read model as the hub's source: each call reads the store's current view. */
export function feedStoreSource(store: FeedStoreService): LiveGameSource {
  return {
    seq: () => store.view().seq,
    games: () => store.view().games.values(),
    game: (id) => store.view().games.get(id),
    onChange: (listener) => store.onChange((change) => listener(change.gameIds)),
  };
}
