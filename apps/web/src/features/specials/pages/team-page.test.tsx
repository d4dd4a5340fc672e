import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { mockServer } from '../../../test/mock-server';
import { renderApp } from '../../../test/render-app';
import { setLiveSocketFactory } from '../../sportsbook/live/live-client';
import { fakeLiveSockets, feedAnswer, listGame } from '../../sportsbook/testing/feed-fixtures';

describe('the team page (SPT-02)', () => {
  afterEach(() => setLiveSocketFactory(undefined));

  it('names the team from its games and lists its live and coming matches from both feeds', async () => {
    fakeLiveSockets();
    const asked: string[] = [];
    const live = [listGame({ I: 801, O1: 'Arsenal', O1I: 11, O2: 'Chelsea', O2I: 12, startInSec: -1200 })];
    const line = [listGame({ I: 802, O1: 'Chelsea', O1I: 12, O2: 'Spurs', O2I: 13 })];
    mockServer({
      routes: {
        'GET /service-api/LiveFeed/GetGamesTeamZip': ({ url }) => {
          asked.push(`live ${url.searchParams.get('teamId')}`);
          return feedAnswer(live);
        },
        'GET /service-api/LineFeed/GetGamesTeamZip': ({ url }) => {
          asked.push(`line ${url.searchParams.get('teamId')}`);
          return feedAnswer(line);
        },
      },
    });
    renderApp('/en/team/12');
    expect(await screen.findByRole('heading', { level: 1, name: 'Chelsea' })).toBeTruthy();
    expect(asked.sort()).toEqual(['line 12', 'live 12']);
    const now = screen.getByRole('region', { name: 'Live now' });
    expect((await within(now).findAllByRole('link', { name: /Arsenal/ })).length).toBeGreaterThan(0);
    const coming = screen.getByRole('region', { name: 'Coming up' });
    expect((await within(coming).findAllByRole('link', { name: /Spurs/ })).length).toBeGreaterThan(0);
    expect(within(coming).queryAllByRole('link', { name: /Arsenal/ })).toEqual([]);
  });

  it('says the team has no matches when neither feed lists any', async () => {
    fakeLiveSockets();
    mockServer({
      routes: {
        'GET /service-api/LiveFeed/GetGamesTeamZip': () => feedAnswer([]),
        'GET /service-api/LineFeed/GetGamesTeamZip': () => feedAnswer([]),
      },
    });
    renderApp('/en/team/12');
    expect(await screen.findByText('This team has no matches on the schedule')).toBeTruthy();
  });
});
