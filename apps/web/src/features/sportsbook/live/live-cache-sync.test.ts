import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { feedQueryKey } from '../api/feed-request';
import type { ListGame } from '../model/feed-types';
import { listGame, pushState } from '../testing/feed-fixtures';
import { FLUSH_MS, LiveCacheSync } from './live-cache-sync';

const LIVE_LIST = feedQueryKey('live', 'Get1x2_VZip', { count: 1000, lng: 'en' });
const LINE_LIST = feedQueryKey('line', 'Get1x2_VZip', { lng: 'en', sports: '1' });

function setup(games: ListGame[], key = LIVE_LIST) {
  vi.useFakeTimers();
  const queryClient = new QueryClient();
  queryClient.setQueryData(key, games);
  return { queryClient, sync: new LiveCacheSync(queryClient) };
}

describe('the live push written into the query cache', () => {
  afterEach(() => vi.useRealTimers());

  it('moves a price of a cached list within one flush, leaving the other games as they were', () => {
    const [a, b] = [listGame({ I: 1 }), listGame({ I: 2 })];
    const { queryClient, sync } = setup([a, b]);
    sync.handle({ v: 1, type: 'snapshot', seq: 1, replace: false, games: [pushState(a), pushState(b)] });
    vi.advanceTimersByTime(FLUSH_MS);
    expect(queryClient.getQueryData(LIVE_LIST)).toEqual([a, b]);
    sync.handle({ v: 1, type: 'diff', seq: 2, games: [{ I: 1, V: 2, E: [{ G: 1, T: 1, C: 2.8 }] }] });
    expect((queryClient.getQueryData<ListGame[]>(LIVE_LIST) ?? [])[0]!.E[0]!.C).toBe(2.5);
    vi.advanceTimersByTime(FLUSH_MS);
    const [first, second] = queryClient.getQueryData<ListGame[]>(LIVE_LIST)!;
    expect(first!.E[0]!.C).toBe(2.8);
    expect(second).toBe(b);
  });

  it('drops a game that left the feed from that feed’s lists only', () => {
    const game = listGame({ I: 5 });
    const { queryClient, sync } = setup([game], LINE_LIST);
    queryClient.setQueryData(LIVE_LIST, [game]);
    sync.handle({ v: 1, type: 'snapshot', seq: 1, replace: false, games: [pushState(game, { LV: 0 })] });
    sync.handle({ v: 1, type: 'diff', seq: 2, removed: [5] });
    vi.advanceTimersByTime(FLUSH_MS);
    expect(queryClient.getQueryData(LINE_LIST)).toEqual([]);
    expect(queryClient.getQueryData(LIVE_LIST)).toEqual([game]);
  });

  it('refetches an active list of the feed a game joined (the push carries no names)', async () => {
    const { queryClient, sync } = setup([]);
    const observer = queryClient
      .getQueryCache()
      .build(queryClient, { queryKey: LIVE_LIST, queryFn: () => [] });
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    vi.spyOn(observer, 'isActive').mockReturnValue(true);
    sync.handle({ v: 1, type: 'diff', seq: 2, added: [pushState(listGame({ I: 9 }), { LV: 1 })] });
    vi.advanceTimersByTime(FLUSH_MS + 1000);
    expect(invalidate).toHaveBeenCalledWith(expect.objectContaining({ queryKey: ['feed', 'live'] }));
  });
});
