import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { mockServer } from '../../../test/mock-server';
import { renderApp } from '../../../test/render-app';
import { setLiveSocketFactory } from '../live/live-client';
import { fakeLiveSockets, feedAnswer, listGame, pageGame } from '../testing/feed-fixtures';
import { useMultiLive } from './multi-live.store';

describe('the multi live page', () => {
  afterEach(() => {
    setLiveSocketFactory(undefined);
    useMultiLive.getState().set([]);
  });

  it('puts a live game chosen from the list beside the others, with its score and main prices, and removes it', async () => {
    fakeLiveSockets();
    const games = [
      listGame({ I: 701, O1: 'Lazio', startInSec: -1800 }),
      listGame({ I: 702, O1: 'Roma', startInSec: -600 }),
    ];
    const asked: string[] = [];
    mockServer({
      routes: {
        'GET /service-api/LiveFeed/Get1x2_VZip': () => feedAnswer(games),
        'GET /service-api/LiveFeed/GetGameZip': ({ url }) => {
          asked.push(url.searchParams.get('id') ?? '');
          return feedAnswer(
            pageGame({
              I: 702,
              O1: 'Roma',
              SC: { FS: { S1: 2, S2: 1 }, PS: [], CP: 1, CPS: '1st half', TS: 600, SLS: '' },
            }),
          );
        },
      },
    });
    renderApp('/en/multi-live');
    expect(await screen.findByText('Choose live games to watch side by side')).toBeTruthy();

    fireEvent.click(await screen.findByRole('button', { name: 'Multi live: Roma – Chelsea' }));
    const panel = await screen.findByRole('article', { name: /Roma/ });
    expect(asked).toContain('702');
    expect(within(panel).getByText('2:1')).toBeTruthy();
    expect(
      within(panel)
        .getAllByRole('button', { name: /^Match result:/ })
        .map((button) => button.textContent),
    ).toEqual(['12.50', 'X3.20', '22.90']);
    expect(screen.getByText('Games: 1 of 4')).toBeTruthy();
    expect(JSON.parse(window.sessionStorage.getItem('multi-live') ?? '[]')).toEqual([702]);

    fireEvent.click(within(panel).getByRole('button', { name: 'Remove from multi live' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: /Roma/ })).toBeNull());
    expect(screen.getByText('Choose live games to watch side by side')).toBeTruthy();
  });
});
