import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MENU_SORT } from '@sportsbook/core/constants/sports-menu.constants';
import { mockServer, type Handler } from '../../../test/mock-server';
import { renderApp } from '../../../test/render-app';
import { STORAGE_KEYS } from '../../../shared/storage/storage-keys';
import { setLiveSocketFactory } from '../live/live-client';
import { fakeLiveSockets, feedAnswer } from '../testing/feed-fixtures';

const FOOTBALL = { I: 1, N: 'Football', C: 3, CC: 1 };
const TENNIS = { I: 4, N: 'Tennis', C: 5, CC: 2 };

/** Answers the line's sports in the order the asked `sort` gives; `asked` keeps each sort sent. */
function menuServer() {
  const asked: (string | null)[] = [];
  const line: Handler = ({ url }) => {
    const sort = url.searchParams.get('sort');
    asked.push(sort);
    return feedAnswer(sort === String(MENU_SORT.play) ? [TENNIS, FOOTBALL] : [FOOTBALL, TENNIS]);
  };
  const routes: Record<string, Handler> = {
    'GET /service-api/LineFeed/GetSportsShortZip': line,
    'GET /service-api/LiveFeed/GetSportsShortZip': () => feedAnswer([]),
    'GET /service-api/LineFeed/Get1x2_VZip': () => feedAnswer([]),
    'GET /service-api/LiveFeed/Get1x2_VZip': () => feedAnswer([]),
  };
  return { asked, routes };
}

const tree = async () => within(await screen.findByRole('region', { name: 'Sports' }));
const SPORT_NAMES = [FOOTBALL.N, TENNIS.N];
const sportNames = async () =>
  (await tree())
    .getAllByRole('link')
    .map((link) => link.textContent ?? '')
    .filter((name) => SPORT_NAMES.includes(name));

describe('the sports menu order (SPT-22)', () => {
  afterEach(() => {
    setLiveSocketFactory(undefined);
    localStorage.clear();
  });

  it('asks for the chosen order by its id and remembers it for the next visit', async () => {
    fakeLiveSockets();
    const server = menuServer();
    mockServer({ routes: server.routes });
    const first = renderApp('/en/line');
    const sortSwitch = (await tree()).getByRole('combobox', { name: 'Order of sports' });
    await waitFor(() => expect(server.asked).toEqual([null]));
    expect((sortSwitch as HTMLSelectElement).value).toBe(String(MENU_SORT.sportSort));

    fireEvent.change(sortSwitch, { target: { value: String(MENU_SORT.play) } });
    await waitFor(() => expect(server.asked).toContain(String(MENU_SORT.play)));
    await waitFor(async () => expect(await sportNames()).toEqual(['Tennis', 'Football']));
    expect(localStorage.getItem(STORAGE_KEYS.sportsMenuSort)).toBe(String(MENU_SORT.play));
    first.unmount();

    server.asked.length = 0;
    renderApp('/en/line');
    const again = (await tree()).getByRole('combobox', { name: 'Order of sports' }) as HTMLSelectElement;
    expect(again.value).toBe(String(MENU_SORT.play));
    // The page's own sport chips keep the default order; the menu asks for the remembered one at once.
    await waitFor(() => expect(server.asked).toContain(String(MENU_SORT.play)));
    await waitFor(async () => expect(await sportNames()).toEqual(['Tennis', 'Football']));
  });
});
