import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { mockServer } from '../../../test/mock-server';
import { renderApp } from '../../../test/render-app';
import { setLiveSocketFactory } from '../../sportsbook/live/live-client';
import { fakeLiveSockets, feedAnswer, listGame, pageGame } from '../../sportsbook/testing/feed-fixtures';

describe('the match of the day page (SPT-02 top game)', () => {
  afterEach(() => setLiveSocketFactory(undefined));

  it('shows the first live top game with every market, and the other top games below it', async () => {
    fakeLiveSockets();
    const opened: string[] = [];
    mockServer({
      routes: {
        'GET /service-api/LiveFeed/GetTopGamesStatZip': () =>
          feedAnswer([listGame({ I: 950, O1: 'Lazio', startInSec: -900 })]),
        'GET /service-api/LineFeed/GetTopGamesStatZip': () => feedAnswer([listGame({ I: 900, O1: 'Milan' })]),
        'GET /service-api/LineFeed/GetGameZip': ({ url }) => {
          opened.push(url.searchParams.get('id') ?? '');
          return feedAnswer(pageGame({ I: 950, O1: 'Lazio' }));
        },
      },
    });
    renderApp('/en/top-game');
    const result = await screen.findByRole('region', { name: 'Match result' });
    expect(
      within(result)
        .getAllByRole('button', { name: /^Match result:/ })
        .map((button) => button.textContent),
    ).toEqual(['12.50', 'X3.20', '22.90']);
    expect(new Set(opened)).toEqual(new Set(['950']));
    const others = screen.getByRole('region', { name: 'More top matches' });
    expect((await within(others).findAllByRole('link', { name: /Milan/ })).length).toBeGreaterThan(0);
    expect(within(others).queryAllByRole('link', { name: /Lazio/ })).toEqual([]);
  });

  it('says there is no match of the day when neither feed has a top game', async () => {
    fakeLiveSockets();
    mockServer({
      routes: {
        'GET /service-api/LiveFeed/GetTopGamesStatZip': () => feedAnswer([]),
        'GET /service-api/LineFeed/GetTopGamesStatZip': () => feedAnswer([]),
      },
    });
    renderApp('/en/top-game');
    expect(await screen.findByText('No match of the day right now')).toBeTruthy();
  });
});
