import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { json, mockServer, playerSession } from '../../../test/mock-server';
import { renderApp } from '../../../test/render-app';
import { setLiveSocketFactory } from '../../sportsbook/live/live-client';
import { fakeLiveSockets, feedAnswer, listGame } from '../../sportsbook/testing/feed-fixtures';

const SLIDER = 'GET /service-api/main-line-feed/personalise/v1/sliderGames';

describe('the recommendations page (SPT-02)', () => {
  afterEach(() => setLiveSocketFactory(undefined));

  it('shows a guest the feed’s picks with their prices and asks them to log in for their own', async () => {
    fakeLiveSockets();
    mockServer({ routes: { [SLIDER]: () => feedAnswer([listGame({ I: 610, O1: 'Porto' })]) } });
    renderApp('/en/recommendations');
    expect(await screen.findByText('The most popular matches; log in for picks of your own')).toBeTruthy();
    expect((await screen.findAllByRole('link', { name: /Porto/ })).length).toBeGreaterThan(0);
    expect(screen.getAllByRole('button', { name: /^Match result:/ }).map((b) => b.textContent)).toEqual([
      '2.50',
      '3.20',
      '2.90',
    ]);
  });

  it('tells a logged-in player the picks are theirs, and says so when there are none', async () => {
    fakeLiveSockets();
    mockServer({ session: playerSession(), routes: { [SLIDER]: () => feedAnswer([]) } });
    renderApp('/en/recommendations');
    expect(await screen.findByText('Matches picked for you from your favourites and your bets')).toBeTruthy();
    expect(await screen.findByText('No recommendations right now')).toBeTruthy();
  });

  it('offers a retry when the feed fails', async () => {
    fakeLiveSockets();
    mockServer({
      routes: { [SLIDER]: () => json({ Success: false, Error: 'down', ErrorCode: 500, Value: null }) },
    });
    renderApp('/en/recommendations');
    expect(await screen.findByRole('button', { name: /retry|try again/i })).toBeTruthy();
  });
});
