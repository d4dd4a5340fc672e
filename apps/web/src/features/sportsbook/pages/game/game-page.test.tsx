import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockServer } from '../../../../test/mock-server';
import { renderApp } from '../../../../test/render-app';
import { setLiveSocketFactory } from '../../live/live-client';
import { fakeLiveSockets, feedAnswer, pageGame } from '../../testing/feed-fixtures';

describe('the game page', () => {
  afterEach(() => {
    setLiveSocketFactory(undefined);
    vi.restoreAllMocks();
  });

  it('shows every market grouped, foldable and searchable, and says so when the game is over', async () => {
    fakeLiveSockets();
    const asked: URL[] = [];
    mockServer({
      routes: {
        'GET /service-api/LineFeed/GetGameZip': ({ url }) => {
          asked.push(url);
          return url.searchParams.get('id') === '500'
            ? feedAnswer(pageGame())
            : json({
                Id: 0,
                Success: false,
                Error: 'Game is not found in Sports',
                ErrorCode: 141,
                Guid: '',
                Value: null,
              });
        },
      },
    });
    const view = renderApp('/en/line/1-football/88-england/500-arsenal-chelsea');
    const result = await screen.findByRole('region', { name: 'Match result' });
    expect(
      within(result)
        .getAllByRole('button', { name: /^Match result:/ })
        .map((b) => b.textContent),
    ).toEqual(['12.50', 'X3.20', '22.90']);
    const total = screen.getByRole('region', { name: 'Total' });
    expect(
      within(total)
        .getAllByRole('button', { name: /^Total:/ })
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual([
      'Total: Over 1.5 1.40',
      'Total: Under 1.5 2.80',
      'Total: Over 2.5 1.90',
      'Total: Under 2.5 1.95',
    ]);
    expect(asked[0]!.searchParams.get('GroupEvents')).toBe('true');
    expect(asked[0]!.searchParams.get('isSubGames')).toBe('true');

    fireEvent.click(within(total).getByRole('button', { name: 'Total' }));
    expect(within(total).queryAllByRole('button', { name: /^Total:/ })).toEqual([]);
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search markets' }), {
      target: { value: 'result' },
    });
    expect(await screen.findByRole('region', { name: 'Match result' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Total' })).toBeNull();

    view.unmount();
    renderApp('/en/line/1-football/88-england/999-gone');
    expect(await screen.findByText('This event is no longer available')).toBeTruthy();
  });

  it('opens its statistics in the statistics window, sized by the screen (STAT-12)', async () => {
    fakeLiveSockets();
    mockServer({ routes: { 'GET /service-api/LineFeed/GetGameZip': () => feedAnswer(pageGame()) } });
    vi.spyOn(window, 'screen', 'get').mockReturnValue({
      width: 1920,
      height: 1080,
      availWidth: 1920,
      availHeight: 1080,
    } as Screen);
    const open = vi.spyOn(window, 'open').mockReturnValue({ focus: vi.fn() } as unknown as Window);
    renderApp('/en/line/1-football/88-england/500-arsenal-chelsea');
    await screen.findByRole('region', { name: 'Match result' });
    const link = within(screen.getByRole('main')).getByRole('link', { name: 'Statistics' });
    expect(fireEvent.click(link)).toBe(false);
    expect(open).toHaveBeenCalledTimes(1);
    const [url, name, features] = open.mock.calls[0]!;
    expect(url).toBe('/en/statisticpopup/game/1/500/main');
    expect(name).toBe('statistics');
    expect(features).toBe('width=1024,height=780,left=448,top=130,resizable=yes,scrollbars=yes');
  });
});
