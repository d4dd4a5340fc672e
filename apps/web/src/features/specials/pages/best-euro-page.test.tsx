import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { mockServer } from '../../../test/mock-server';
import { renderApp } from '../../../test/render-app';
import { setLiveSocketFactory } from '../../sportsbook/live/live-client';
import { fakeLiveSockets, feedAnswer, listGame } from '../../sportsbook/testing/feed-fixtures';

const champ = (LI: number, L: string, CI: number, SI = 1) => ({ LI, L, LE: L, SI, SN: 'Sport', CI, GC: 3 });
const UNITED_KINGDOM = 158;

describe('the best of European football page (SPT-03 best euro)', () => {
  afterEach(() => setLiveSocketFactory(undefined));

  it('keeps the top championships of European football and lists their games', async () => {
    fakeLiveSockets();
    const asked: (string | null)[] = [];
    mockServer({
      routes: {
        'GET /service-api/LineFeed/WebGetTopChampsZip': () =>
          feedAnswer([
            champ(88, 'England. Premier League', UNITED_KINGDOM),
            champ(13, 'UEFA Champions League', 0),
            champ(40, 'Copa Libertadores', 0),
            champ(77, 'Euroleague', UNITED_KINGDOM, 3),
          ]),
        'GET /service-api/LineFeed/Get1x2_VZip': ({ url }) => {
          asked.push(url.searchParams.get('champs'));
          return feedAnswer([listGame({ O1: 'Liverpool' })]);
        },
        'GET /service-api/LiveFeed/Get1x2_VZip': () => feedAnswer([]),
      },
    });
    renderApp('/en/best-euro');
    const chips = await screen.findByRole('navigation', { name: 'European championships' });
    expect(
      within(chips)
        .getAllByRole('link')
        .map((link) => link.textContent?.replace(/\d+$/, '')),
    ).toEqual(['England. Premier League', 'UEFA Champions League']);
    expect((await screen.findAllByRole('link', { name: /Liverpool/ })).length).toBeGreaterThan(0);
    await waitFor(() => expect(new Set(asked)).toEqual(new Set(['13,88'])));
  });
});
