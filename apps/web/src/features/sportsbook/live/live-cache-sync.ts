import type { Query, QueryClient } from '@tanstack/react-query';
import type { PushGameState } from '@sportsbook/core/api/live-push/live-push-game.schema';
import type { ServerMessage } from '@sportsbook/core/api/live-push/live-push-server.schema';
import { FEED_KEY, type FeedQueryKey } from '../api/feed-request';
import type { FeedKind, ListGame, PageGame } from '../model/feed-types';
import { syncListGame, syncPageGame } from './live-game-sync';
import { PushStore } from './push-store';

/** Pushed changes are written to the cache at most this often: one render per batch, not per frame. */
export const FLUSH_MS = 150;
/** Lists that gained a game are refetched once things settle (names come from the feed, not the push). */
const REFETCH_AFTER_MS = 1000;

const kindOf = (state: Pick<PushGameState, 'LV'>): FeedKind => (state.LV ? 'live' : 'line');

/** A game that joined a feed's topics: where it belongs, to find the lists it may be missing from. */
type Joined = Pick<PushGameState, 'I' | 'SI' | 'LI' | 'LV'>;

type ChampData = { LI: number; G: ListGame[] };

function isListGames(data: unknown): data is ListGame[] {
  return Array.isArray(data) && data.every((game) => typeof game === 'object' && game && 'E' in game);
}
function isChamp(data: unknown): data is ChampData {
  return typeof data === 'object' && data !== null && Array.isArray((data as ChampData).G);
}
function isPageGame(data: unknown): data is PageGame {
  return typeof data === 'object' && data !== null && 'O1' in data && 'I' in data;
}

/**
 * Applies the live push to the feed entries of the query cache: prices, blocks, scores and phases of the
 * games they hold; games that left a feed are dropped from its lists; lists that gained a game are
 * refetched, since the push carries no names. Works on any feed call's data by its shape, so pages of
 * other features get live prices from the same socket.
 */
export class LiveCacheSync {
  private readonly store = new PushStore();
  private changed = new Set<number>();
  /** Games that left every topic, with the feed they were in. */
  private left = new Map<number, FeedKind>();
  private joined: Joined[] = [];
  private replaced = false;
  private flushTimer: ReturnType<typeof setTimeout> | undefined;
  private refetchTimer: ReturnType<typeof setTimeout> | undefined;
  private readonly refetchKinds = new Set<FeedKind>();

  constructor(private readonly queryClient: QueryClient) {}

  handle(message: ServerMessage): void {
    if (message.type === 'diff' || message.type === 'snapshot') this.note(message);
    this.store.apply(message);
    if (this.changed.size > 0 || this.left.size > 0 || this.replaced) this.scheduleFlush();
  }

  private note(message: Extract<ServerMessage, { type: 'diff' | 'snapshot' }>): void {
    if (message.type === 'snapshot') {
      if (message.replace) this.replaced = true;
      for (const game of message.games) this.changed.add(game.I);
    } else {
      for (const diff of message.games ?? []) {
        this.changed.add(diff.I);
        const before = this.store.get(diff.I)?.head;
        // A line game that went live joins the live lists and leaves the line ones.
        if (before && diff.LV !== undefined && diff.LV !== before.LV) {
          this.left.set(diff.I, kindOf(before));
          this.joined.push({ ...before, LV: diff.LV });
        }
      }
      for (const game of message.added ?? []) {
        this.changed.add(game.I);
        this.joined.push(game);
      }
    }
    for (const id of message.removed ?? []) {
      const before = this.store.get(id)?.head;
      if (before) this.left.set(id, kindOf(before));
    }
  }

  private scheduleFlush(): void {
    this.flushTimer ??= setTimeout(() => {
      this.flushTimer = undefined;
      this.flush();
    }, FLUSH_MS);
  }

  /** Writes everything pending into the cache now. */
  flush(): void {
    const { changed, left, joined, replaced } = this;
    this.changed = new Set();
    this.left = new Map();
    this.joined = [];
    this.replaced = false;
    const queries = this.queryClient.getQueryCache().findAll({ queryKey: [FEED_KEY] });
    for (const query of queries) {
      const data = query.state.data;
      if (data === undefined) continue;
      const next = this.patch(query.queryKey as FeedQueryKey, data, changed, left);
      if (next !== data) this.queryClient.setQueryData(query.queryKey, next);
      if (replaced || joined.some((game) => this.mayList(query, game))) {
        this.refetchKinds.add((query.queryKey as FeedQueryKey)[1]);
      }
    }
    if (this.refetchKinds.size > 0) this.scheduleRefetch();
  }

  private patch(key: FeedQueryKey, data: unknown, changed: Set<number>, left: Map<number, FeedKind>) {
    const kind = key[1];
    const syncGames = (games: ListGame[]) => {
      let touched = false;
      const next: ListGame[] = [];
      for (const game of games) {
        if (left.get(game.I) === kind) {
          touched = true;
          continue;
        }
        const state = changed.has(game.I) ? this.store.get(game.I) : undefined;
        const synced = state ? syncListGame(game, state) : game;
        if (synced !== game) touched = true;
        next.push(synced);
      }
      return touched ? next : games;
    };
    if (isListGames(data)) return syncGames(data);
    if (isChamp(data)) {
      const G = syncGames(data.G);
      return G === data.G ? data : { ...data, G };
    }
    if (isPageGame(data)) {
      const mainId = this.store.mainGameOf(data.I);
      const state = mainId !== undefined && changed.has(mainId) ? this.store.get(mainId) : undefined;
      return state ? syncPageGame(data, state) : data;
    }
    return data;
  }

  /** Whether a list of this query could hold the game that joined: same feed, and its filters allow it. */
  private mayList(query: Query, game: Joined): boolean {
    const [, kind, call, params] = query.queryKey as FeedQueryKey;
    if (kind !== kindOf(game) || !query.isActive() || 'games' in params || call === 'GetGameZip')
      return false;
    if (call === 'GetSportsShortZip' || call === 'GetChampsZip') return true;
    const ids = (value: unknown) => String(value).split(',').map(Number);
    if (params.sports !== undefined && !ids(params.sports).includes(game.SI)) return false;
    if (params.champs !== undefined && !ids(params.champs).includes(game.LI)) return false;
    return params.champ === undefined || Number(params.champ) === game.LI;
  }

  private scheduleRefetch(): void {
    clearTimeout(this.refetchTimer);
    this.refetchTimer = setTimeout(() => {
      for (const kind of this.refetchKinds) {
        void this.queryClient.invalidateQueries({
          queryKey: [FEED_KEY, kind],
          refetchType: 'active',
          predicate: (query) => (query.queryKey as FeedQueryKey)[2] !== 'GetGameZip',
        });
      }
      this.refetchKinds.clear();
    }, REFETCH_AFTER_MS);
  }

  dispose(): void {
    clearTimeout(this.flushTimer);
    clearTimeout(this.refetchTimer);
  }
}
