import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mockServer, type Handler } from '../../../test/mock-server';
import { renderApp } from '../../../test/render-app';
import { useCouponSelections } from '../../../shared/coupon/coupon-selections.store';
import { setLiveSocketFactory } from '../../sportsbook/live/live-client';
import { fakeLiveSockets, feedAnswer, listGame } from '../../sportsbook/testing/feed-fixtures';

const both = (call: string, line: unknown, live: unknown = []): Record<string, Handler> => ({
  [`GET /service-api/LineFeed/${call}`]: () => feedAnswer(line),
  [`GET /service-api/LiveFeed/${call}`]: () => feedAnswer(live),
});

const UCL = {
  SI: 1,
  SN: 'Football',
  LI: 13,
  L: 'UEFA Champions League',
  LE: 'UEFA Champions League',
  LR: '',
  CI: 0,
  CN: '',
  GC: 2,
};

describe('special sections with the feed’s data', () => {
  beforeEach(() => fakeLiveSockets());
  afterEach(() => {
    setLiveSocketFactory(undefined);
    useCouponSelections.setState({ selections: [] });
  });

  it('cyber: the configured sections that have sports, and the chosen section’s games', async () => {
    mockServer({
      routes: {
        ...both('GetSportsShortZip', [
          { I: 85, N: 'FIFA', C: 1, CC: 1, MS: 28 },
          { I: 100001, N: 'Mortal Kombat', C: 1, CC: 1, MS: 1003 },
        ]),
        ...both('Get1x2_VZip', [listGame({ I: 5, SI: 100001, O1: 'Scorpion', O2: 'Sub-Zero' })], []),
      },
    });
    renderApp('/en/cyber/fighting');
    expect(await screen.findByRole('heading', { level: 1, name: 'Fighting' })).toBeTruthy();
    const sections = screen.getByRole('navigation', { name: 'Esports sections' });
    expect(
      within(sections)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['All', 'Cyber zone', 'Fighting']);
    expect((await screen.findAllByRole('link', { name: /Scorpion/ })).length).toBeGreaterThan(0);
  });

  it('politics: the sports of its sports-menu section (long-term, 7)', async () => {
    const fetchMock = mockServer({
      routes: {
        ...both('GetSportsShortZip', [{ I: 100000, N: 'Politics', C: 1, CC: 1, MS: 7 }]),
        ...both('Get1x2_VZip', [listGame({ I: 6, SI: 100000, O1: 'Largest party', O2: '' })], []),
      },
    });
    renderApp('/en/politics');
    expect(await screen.findByRole('heading', { level: 1, name: 'Politics' })).toBeTruthy();
    expect((await screen.findAllByRole('link', { name: /Largest party/ })).length).toBeGreaterThan(0);
    const asked = fetchMock.mock.calls
      .map(([url]) => String(url))
      .filter((url) => url.includes('Get1x2_VZip'));
    expect(asked.every((url) => url.includes('sports=100000'))).toBe(true);
  });

  it('express of the day: every leg goes into the coupon at once', async () => {
    const leg = (I: number, T: number, C: number) => ({
      I,
      CI: I,
      SI: 1,
      SN: 'Football',
      LI: 1,
      L: 'League',
      O1: `Home ${I}`,
      O2: `Away ${I}`,
      S: Math.floor(Date.now() / 1000) + 3600,
      T,
      G: 1,
      C,
      CV: String(C),
    });
    mockServer({
      routes: {
        'GET /service-api/LineFeed/GetExpressDayZip': () =>
          feedAnswer([{ Id: 77, CF: 3.75, CV: '3.75', E: [leg(1, 1, 1.5), leg(2, 3, 2.5)] }]),
      },
    });
    renderApp('/en/express-of-the-day');
    const card = await screen.findByRole('article', { name: 'Accumulator 1' });
    expect(within(card).getByText('2 selections')).toBeTruthy();
    await userEvent.click(within(card).getByRole('button', { name: 'Add to bet slip' }));
    expect(useCouponSelections.getState().selections.map((s) => [s.gameId, s.type, s.price])).toEqual([
      [1, 1, 1.5],
      [2, 3, 2.5],
    ]);
    expect(await within(card).findByRole('button', { name: 'In your bet slip' })).toBeTruthy();
  });

  it('championship: the featured competition’s next matches open its own match pages, news tells results', async () => {
    mockServer({
      routes: {
        'GET /service-api/LineFeed/WebGetTopChampsZip': () => feedAnswer([UCL]),
        ...both('Get1x2_VZip', [listGame({ I: 41, LI: 13, O1: 'Leeds Rovers', O2: 'Seville' })]),
        'GET /service-api/LineFeed/GetStageTableIds': () => feedAnswer([]),
        'GET /service-api/statisticfeed/api/v1/TeamLastGames': () =>
          feedAnswer({ I: 1, N: '', NE: '', NR: '', F: '', G: [] }),
      },
    });
    renderApp('/en/championship');
    expect(await screen.findByRole('heading', { level: 1, name: 'UEFA Champions League' })).toBeTruthy();
    const next = await screen.findByRole('region', { name: 'Next matches' });
    expect(
      within(next)
        .getByRole('link', { name: /Leeds Rovers/ })
        .getAttribute('href'),
    ).toBe('/en/championship/game/41');
    expect(within(next).getAllByRole('button', { name: /^Match result:/ })).toHaveLength(3);
  });

  it('cricket broadcasts: a live match as the live data tells it, saying there is no video', async () => {
    mockServer({
      routes: {
        ...both('GetSportsShortZip', [{ I: 66, N: 'Cricket', C: 1, CC: 1 }]),
        ...both(
          'Get1x2_VZip',
          [],
          [
            listGame({
              I: 9,
              SI: 66,
              O1: 'Mumbai',
              O2: 'Chennai',
              SC: { FS: { S1: 120 }, PS: [], CP: 1, CPS: '1st innings', TS: 0, SLS: '' },
            }),
          ],
        ),
        'GET /service-api/LiveFeed/GetChronoOfPlay': () =>
          feedAnswer([{ TS: 600, CP: 1, K: 1, N: 'Six', SD: 1 }]),
      },
    });
    renderApp('/en/cricket/broadcasts');
    const panel = await screen.findByRole('article', { name: 'Broadcast of Mumbai — Chennai' });
    expect(within(panel).getByText('120 : 0')).toBeTruthy();
    expect(await within(panel).findByText('Six')).toBeTruthy();
    expect(within(panel).getByText(/No video for this match/)).toBeTruthy();
  });

  it('bets on your: two sides picked from a match’s squads are priced as a duel', async () => {
    mockServer({
      routes: {
        'GET /service-api/LineFeed/GetTopGamesStatZip': () => feedAnswer([listGame({ I: 50 })]),
        'GET /service-api/LineFeed/GetAvailablePlayersForDuel': () =>
          feedAnswer({
            I: 50,
            SI: 1,
            T: [
              {
                I: 11,
                N: 'Arsenal',
                NE: 'Arsenal',
                NR: '',
                P: [{ I: 1101, N: 'Saka', NE: 'Saka', NR: '', NU: 7, PT: 4, PN: 'Forward', COI: 1 }],
              },
              {
                I: 12,
                N: 'Chelsea',
                NE: 'Chelsea',
                NR: '',
                P: [{ I: 1201, N: 'Palmer', NE: 'Palmer', NR: '', NU: 20, PT: 3, PN: 'Midfielder', COI: 1 }],
              },
            ],
          }),
        'POST /service-api/LineFeed/BuildDuel': ({ body }) =>
          feedAnswer({
            I: 1000000001,
            SI: 1,
            T1: (body as { team1Ids: number[] }).team1Ids,
            T2: (body as { team2Ids: number[] }).team2Ids,
            O1: 'Saka',
            O2: 'Palmer',
            O1E: 'Saka',
            O2E: 'Palmer',
            O1R: '',
            O2R: '',
            E: [
              { G: 1, T: 1, C: 2.4 },
              { G: 1, T: 2, C: 2.9 },
              { G: 1, T: 3, C: 3.1 },
            ],
            WP: { P1: 0.38, PX: 0.32, P2: 0.3 },
            S: 0,
          }),
      },
    });
    renderApp('/en/bets-on-your');
    const price = await screen.findByRole('button', { name: 'Price the duel' });
    expect(price.hasAttribute('disabled')).toBe(true);
    await userEvent.click(await screen.findByRole('button', { name: 'Put Saka on side 1' }));
    await userEvent.click(screen.getByRole('button', { name: 'Put Palmer on side 2' }));
    await userEvent.click(price);
    const quote = await screen.findByRole('region', { name: 'Duel price' });
    expect(within(quote).getByRole('heading', { name: 'Saka vs Palmer' })).toBeTruthy();
    expect(within(quote).getByText('Side 1').nextSibling?.textContent).toBe('2.40');
    await waitFor(() => expect(within(quote).getByText(/side 1 38%/)).toBeTruthy());
  });
});
