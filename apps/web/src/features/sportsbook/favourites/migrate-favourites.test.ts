import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { json, mockServer } from '../../../test/mock-server';
import { STORAGE_KEYS } from '../../../shared/storage/storage-keys';
import { migrateFavourites } from './migrate-favourites';
import { readLocalFavourites, useLocalFavourites } from './local-favourites.store';

const item = (id: number, name = `#${id}`) => ({ id, name, sportId: 1 });

describe("a guest's favourites", () => {
  beforeEach(() => useLocalFavourites.setState({ lists: readLocalFavourites() }));

  it('are kept under the favourites storage key, newest first, and toggled off again', () => {
    const { toggle } = useLocalFavourites.getState();
    toggle('games', item(1));
    toggle('games', item(2));
    toggle('champs', item(88, 'Premier League'));
    toggle('games', item(1));
    expect(JSON.parse(window.localStorage.getItem(STORAGE_KEYS.favourites)!)).toEqual({
      games: [item(2)],
      champs: [item(88, 'Premier League')],
      teams: [],
    });
  });

  it('survive a malformed stored value by dropping what cannot be read', () => {
    window.localStorage.setItem(
      STORAGE_KEYS.favourites,
      JSON.stringify({ games: [item(3), 'x', null], teams: 7 }),
    );
    expect(readLocalFavourites()).toEqual({ games: [item(3)], champs: [], teams: [] });
  });
});

describe('moving favourites to the account at login (FAV-03)', () => {
  const lists = { games: [item(1), item(2)], champs: [item(88)], teams: [] };

  it('sends the games to migrate/Games and the championships to Championships, then clears storage', async () => {
    const calls: [string, unknown][] = [];
    mockServer({
      routes: {
        'POST /service-api/favorites/v1/Favorite/migrate/Games': ({ url, body }) => {
          calls.push([url.pathname, body]);
          return json({ data: { games: [], skipped: [2] } });
        },
        'POST /service-api/favorites/v1/Favorite/Championships': ({ url, body }) => {
          calls.push([url.pathname, body]);
          return json({ data: [] });
        },
      },
    });
    const clear = vi.fn();
    const queryClient = new QueryClient();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    await migrateFavourites(lists, queryClient, clear);
    expect(calls).toEqual([
      ['/service-api/favorites/v1/Favorite/migrate/Games', { games: [1, 2] }],
      ['/service-api/favorites/v1/Favorite/Championships', { champs: [88] }],
    ]);
    expect(clear).toHaveBeenCalledOnce();
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['favourites'] });
  });

  it('keeps them for the next visit when the server could not be reached', async () => {
    mockServer({
      routes: {
        'POST /service-api/favorites/v1/Favorite/migrate/Games': () =>
          json({ data: { games: [], skipped: [] } }),
        'POST /service-api/favorites/v1/Favorite/Championships': () =>
          json({ message: 'down', errors: [{ code: 'INTERNAL', detail: 'down' }] }, 503),
      },
    });
    const clear = vi.fn();
    await migrateFavourites(lists, new QueryClient(), clear);
    expect(clear).not.toHaveBeenCalled();
  });

  it('gives up a kind the server refuses (ids it no longer knows) instead of retrying it forever', async () => {
    mockServer({
      routes: {
        'POST /service-api/favorites/v1/Favorite/migrate/Games': () =>
          json({ data: { games: [], skipped: [] } }),
        'POST /service-api/favorites/v1/Favorite/Championships': () =>
          json({ message: 'unknown', errors: [{ code: 'VALIDATION_FAILED', detail: 'unknown' }] }, 422),
      },
    });
    const clear = vi.fn();
    await migrateFavourites(lists, new QueryClient(), clear);
    expect(clear).toHaveBeenCalledOnce();
  });

  it('asks nothing of the server when there is nothing to move', async () => {
    const fetchMock = mockServer();
    await migrateFavourites({ games: [], champs: [], teams: [] }, new QueryClient(), vi.fn());
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
