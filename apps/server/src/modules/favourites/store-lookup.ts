import type { FeedChamp, FeedGame, FeedSport } from '../feed/feed-model';
import type { FeedWorld } from '../feed/store/feed-index';
import type { FeedStoreService } from '../feed/store/feed-store.service';
import { FeedView } from '../feed/store/feed-view';
import type { FeedLookup, GameChange } from './feed-lookup';

interface WorldLists {
  readonly sports: readonly FeedSport[];
  readonly champs: readonly FeedChamp[];
  readonly champsByStage: ReadonlyMap<number, FeedChamp>;
}

const bySort = <T extends { sort: number; id: number }>(a: T, b: T) => a.sort - b.sort || a.id - b.id;

/**
 * The feed module's FeedStore as favourites and statistics read it. The store tells which games changed; the
 * view before the change is kept, so listeners get each game before and after (views are immutable).
 */
export class StoreLookup implements FeedLookup {
  private previous: FeedView;
  private readonly listeners: ((changes: readonly GameChange[]) => void)[] = [];
  /** Lists are derived once per world, which changes only with a snapshot. */
  private readonly lists = new WeakMap<FeedWorld, WorldLists>();

  constructor(
    private readonly store: FeedStoreService,
    onError: (error: unknown) => void,
  ) {
    this.previous = store.view();
    store.onChange(({ gameIds }) => {
      const [before, after] = [this.previous, store.view()];
      this.previous = after;
      const changes = gameIds
        .map((id) => ({ before: before.games.get(id), after: after.games.get(id) }))
        .filter((change): change is GameChange => change.after !== undefined);
      if (changes.length === 0) return;
      for (const listener of this.listeners) {
        try {
          listener(changes);
        } catch (error) {
          onError(error);
        }
      }
    });
  }

  sport = (id: number) => this.store.view().world.sports.get(id);
  champ = (id: number) => this.store.view().world.champs.get(id);
  team = (id: number) => this.store.view().world.teams.get(id);
  champByStage = (stageId: number) => this.worldLists().champsByStage.get(stageId);
  sports = () => this.worldLists().sports;
  champs = () => this.worldLists().champs;
  games = () => this.store.view().games.values();

  game(id: number): FeedGame | undefined {
    const view = this.store.view();
    return view.games.get(id) ?? view.games.get(view.index.parentOf.get(id) ?? 0);
  }

  onGameChanges(listener: (changes: readonly GameChange[]) => void): void {
    this.listeners.push(listener);
  }

  private worldLists(): WorldLists {
    const world = this.store.view().world;
    let lists = this.lists.get(world);
    if (!lists) {
      const champs = [...world.champs.values()].sort(bySort);
      lists = {
        sports: [...world.sports.values()].sort(bySort),
        champs,
        champsByStage: new Map(champs.map((c) => [c.stageId, c])),
      };
      this.lists.set(world, lists);
    }
    return lists;
  }
}

/** A store that never holds anything: the lookup of an app that runs without the feed module. */
export const EMPTY_STORE: FeedStoreService = { view: () => EMPTY_VIEW, onChange: () => () => undefined };
const EMPTY_VIEW = FeedView.empty();
