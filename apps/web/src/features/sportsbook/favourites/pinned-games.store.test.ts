import { beforeEach, describe, expect, it } from 'vitest';
import { DASHBOARD_GAMES_LIMIT } from '@sportsbook/core/constants/limits.constants';
import { STORAGE_KEYS } from '../../../shared/storage/storage-keys';
import { usePinnedGames } from './pinned-games.store';

describe('the dashboard of pinned games (FAV-08)', () => {
  beforeEach(() => usePinnedGames.setState({ ids: [] }));

  it(`pins at most ${DASHBOARD_GAMES_LIMIT} games under the pinned-games key and refuses the next`, () => {
    const { toggle } = usePinnedGames.getState();
    for (let id = 1; id <= DASHBOARD_GAMES_LIMIT; id++) expect(toggle(id)).toBe(true);
    expect(toggle(99)).toBe(false);
    expect(usePinnedGames.getState().ids).toHaveLength(DASHBOARD_GAMES_LIMIT);
    expect(JSON.parse(window.localStorage.getItem(STORAGE_KEYS.pinnedGames)!)).toHaveLength(
      DASHBOARD_GAMES_LIMIT,
    );
    expect(toggle(3)).toBe(true);
    expect(toggle(99)).toBe(true);
    expect(usePinnedGames.getState().ids.includes(3)).toBe(false);
  });

  it('lets go of games the feed no longer has', () => {
    const { toggle, keepOnly } = usePinnedGames.getState();
    [1, 2, 3].forEach(toggle);
    keepOnly([3, 1]);
    expect(usePinnedGames.getState().ids).toEqual([1, 3]);
  });
});
