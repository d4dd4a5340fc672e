import { describe, expect, it, vi } from 'vitest';
import { fixtureWorld } from '../testing/fixture-world';
import { changed, MemoryFeedSource } from '../testing/memory-feed-source';
import type { FeedChange } from './feed-store.service';
import { FeedStore } from './feed-store';

const log = { warn: vi.fn(), error: vi.fn() };
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

async function started(source = new MemoryFeedSource(fixtureWorld())) {
  const store = new FeedStore(source, log);
  const changes: FeedChange[] = [];
  store.onChange((change) => changes.push(change));
  await store.start();
  return { store, source, changes };
}

describe('FeedStore', () => {
  it('loads the snapshot and indexes line and live games in the feed orders', async () => {
    const { store } = await started();
    const view = store.view();
    expect(view.seq).toBe(1);
    const line = view.index.line.ordered.map((id) => view.games.get(id)!);
    const starts = line.map((game) => game.startAt);
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
    const live = view.index.live.ordered.map((id) => view.games.get(id)!);
    expect(live.map((game) => game.sportId)).toEqual([1, 1, 3, 4]);
    expect(live.every((game) => game.live)).toBe(true);
    expect(view.index.finished.byChamp.get(100001)).toHaveLength(3);
    const football = view.index.line.bySport.get(1)!;
    expect(football.every((id) => view.games.get(id)!.sportId === 1)).toBe(true);
  });

  it('applies batches in order, bumps the version and tells listeners which games changed', async () => {
    const { store, source, changes } = await started();
    const game = source.game(600000001);
    const before = store.view().version;
    source.commit([changed(game, { top: true })]);
    await flush();
    expect(store.view().version).toBe(before + 1);
    expect(store.view().games.get(game.id)!.top).toBe(true);
    expect(changes.at(-1)).toEqual({ version: before + 1, gameIds: [game.id], reloaded: false });
  });

  it('keeps the indexes through a batch that only reprices, and rebuilds them when a start moves', async () => {
    const { store, source } = await started();
    const game = source.game(600000001);
    const index = store.view().index;
    source.commit([changed(game, { markets: game.markets.slice(1) })]);
    await flush();
    expect(store.view().index).toBe(index);
    source.commit([changed(source.game(game.id), { startAt: game.startAt + 86_400 })]);
    await flush();
    expect(store.view().index).not.toBe(index);
    expect(store.view().index.line.ordered.at(-2)).toBe(game.id);
  });

  it('moves a game from line to live and drops removed games from every index', async () => {
    const { store, source } = await started();
    const game = source.game(600000001);
    source.commit([changed(game, { live: true })], [600000004]);
    await flush();
    const { index, games } = store.view();
    expect(index.live.ordered).toContain(game.id);
    expect(index.line.ordered).not.toContain(game.id);
    expect(games.has(600000004)).toBe(false);
    expect(index.line.ordered).not.toContain(600000004);
  });

  it('buffers batches that arrive while the snapshot loads and applies only the newer ones', async () => {
    const source = new MemoryFeedSource(fixtureWorld());
    let open!: () => void;
    source.snapshotGate = new Promise((resolve) => (open = resolve));
    const store = new FeedStore(source, log);
    const starting = store.start();
    await flush();
    const game = source.game(600000001);
    // The snapshot was taken at seq 1; seq 2 arrives before it is in and must not be lost.
    source.commit([changed(game, { top: true })]);
    await flush();
    open();
    await starting;
    expect(store.view().seq).toBe(2);
    expect(store.view().games.get(game.id)!.top).toBe(true);
    expect(source.snapshotReads).toBe(1);
  });

  it('applies a game sent as a patch, keeping the parts it did not change', async () => {
    const { store, source, changes } = await started();
    const game = source.game(600000001);
    const held = store.view().games.get(game.id)!;
    const [first, ...rest] = game.markets;
    const repriced = { ...first!, outcomes: first!.outcomes.map((o) => ({ ...o, C: o.C + 10 })) };
    source.commit([changed(game, { markets: [repriced, ...rest], top: true })], [], { patches: true });
    await flush();
    const after = store.view().games.get(game.id)!;
    expect(after).toEqual(source.game(game.id));
    expect(after.markets[1]).toBe(held.markets[1]);
    expect(source.snapshotReads).toBe(1);
    expect(changes.at(-1)).toMatchObject({ gameIds: [game.id], reloaded: false });
  });

  it('reloads the snapshot when a patch is of a version it does not hold', async () => {
    const { store, source } = await started();
    const game = source.game(600000001);
    const batch = source.commit([changed(game, { top: true })], [], { patches: true, lost: true });
    source.deliver({ ...batch, patches: batch.patches!.map((p) => ({ ...p, base: p.base - 1 })) });
    await flush();
    await flush();
    expect(source.snapshotReads).toBe(2);
    expect(store.view().games.get(game.id)).toEqual(source.game(game.id));
  });

  it('reloads the snapshot when a batch is missing', async () => {
    const { store, source, changes } = await started();
    const game = source.game(600000001);
    source.commit([changed(game, { top: true })], [], { lost: true });
    source.commit([changed(source.game(600000004), { top: true })]);
    await flush();
    await flush();
    expect(source.snapshotReads).toBe(2);
    expect(store.view().seq).toBe(3);
    expect(store.view().games.get(game.id)!.top).toBe(true);
    expect(changes.at(-1)!.reloaded).toBe(true);
    expect(changes.at(-1)!.gameIds).toEqual(expect.arrayContaining([600000001, 600000004]));
  });

  it('reloads the snapshot when a game names a team it does not know', async () => {
    const { store, source } = await started();
    const world = fixtureWorld();
    const team = { ...world.teams[0]!, id: 1999999, names: { en: 'Everton', ru: 'Эвертон', ar: 'إيفرتون' } };
    source.replaceWorld({ teams: [...world.teams, team] });
    source.commit([changed(source.game(600000001), { homeTeamId: team.id })]);
    await flush();
    await flush();
    expect(store.view().world.teams.get(team.id)?.names.en).toBe('Everton');
    expect(store.view().games.get(600000001)!.homeTeamId).toBe(team.id);
  });

  it('keeps serving the last view when a reload fails, and tries again', async () => {
    vi.useFakeTimers();
    try {
      const { store, source } = await started();
      const snapshot = source.snapshot.bind(source);
      let failures = 1;
      source.snapshot = () => (failures-- > 0 ? Promise.reject(new Error('database away')) : snapshot());
      source.commit([changed(source.game(600000001), { top: true })], [], { lost: true });
      source.commit([changed(source.game(600000004), { top: true })]);
      await vi.advanceTimersByTimeAsync(0);
      expect(store.view().seq).toBe(1);
      expect(log.error).toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1000);
      expect(store.view().seq).toBe(3);
      expect(store.view().games.get(600000001)!.top).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('ignores batches after stop', async () => {
    const { store, source } = await started();
    await store.stop();
    source.commit([changed(source.game(600000001), { top: true })]);
    await flush();
    expect(store.view().seq).toBe(1);
  });
});
