import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { mockServer } from '../../../test/mock-server';
import { renderApp } from '../../../test/render-app';
import { setLiveSocketFactory } from '../../sportsbook/live/live-client';
import { fakeLiveSockets, feedAnswer, listGame } from '../../sportsbook/testing/feed-fixtures';

const champ = (I: number, N: string) => ({
  I,
  N,
  NE: N,
  NR: N,
  GC: 1,
  SP: [{ I: 1, N: 'Football', C: 1, CC: 0 }],
});

describe('the olympics page (SPT-03)', () => {
  afterEach(() => setLiveSocketFactory(undefined));

  it('lists the championships spanning sports, each with its own games', async () => {
    fakeLiveSockets();
    const games: Record<string, string> = { '3000': 'Brazil U23', '3001': 'Japan U23' };
    mockServer({
      routes: {
        'GET /service-api/LineFeed/GetGlobalChampsZip': () =>
          feedAnswer([champ(3000, 'Olympic Games'), champ(3001, 'Asian Games')]),
        'GET /service-api/LiveFeed/GetGlobalChampsZip': () => feedAnswer([]),
        'GET /service-api/LineFeed/GetGlobalChampZip': ({ url }) => {
          const id = url.searchParams.get('champ') ?? '';
          return feedAnswer({ ...champ(Number(id), 'x'), G: [listGame({ O1: games[id] })] });
        },
      },
    });
    renderApp('/en/olympics');
    expect((await screen.findAllByRole('link', { name: /Brazil U23/ })).length).toBeGreaterThan(0);
    const chips = screen.getByRole('navigation', { name: 'Multi-sport championships' });
    fireEvent.click(within(chips).getByRole('button', { name: /Asian Games/ }));
    expect((await screen.findAllByRole('link', { name: /Japan U23/ })).length).toBeGreaterThan(0);
    expect(screen.queryAllByRole('link', { name: /Brazil U23/ })).toEqual([]);
  });

  it('says no Olympic competition is on when neither feed has one', async () => {
    fakeLiveSockets();
    mockServer({
      routes: {
        'GET /service-api/LineFeed/GetGlobalChampsZip': () => feedAnswer([]),
        'GET /service-api/LiveFeed/GetGlobalChampsZip': () => feedAnswer([]),
      },
    });
    renderApp('/en/olympics');
    expect(await screen.findByText('No Olympic competition on the calendar right now')).toBeTruthy();
  });
});
