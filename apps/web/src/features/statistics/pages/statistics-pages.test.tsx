import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { HIDDEN_ITEMS_KEY_PREFIX } from '@sportsbook/core/constants/storage.constants';
import { renderApp } from '../../../test/render-app';
import { useCouponSelections } from '../../../shared/coupon/coupon-selections.store';
import { feedAnswer, listGame } from '../../sportsbook/testing/feed-fixtures';
import { GAME_ID, notFound, resetFrame, serveStatistics } from '../testing/statistics.fixture';

describe('statistics pages with the server’s data', () => {
  beforeEach(resetFrame);
  afterEach(() => useCouponSelections.setState({ selections: [] }));

  it('shows a game’s overview: the sides, prices, chances, both sides’ form and the venue', async () => {
    serveStatistics();
    renderApp(`/en/statisticpopup/game/1/${GAME_ID}/main`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Arsenal — Chelsea' })).toBeTruthy();
    const market = await screen.findByRole('group', { name: 'Match result' });
    expect(within(market).getAllByRole('button')).toHaveLength(3);
    expect(await screen.findByText('Arsenal is the favourite: 45% to win')).toBeTruthy();
    expect(await screen.findByText('45%')).toBeTruthy();
    const form = await screen.findByRole('region', { name: 'Form' });
    expect(await within(form).findAllByText('Everton')).toHaveLength(2);
    expect(await screen.findByText('Emirates Stadium')).toBeTruthy();
    expect(screen.getByText('London, United Kingdom')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Overview' }).getAttribute('aria-current')).toBe('page');
  });

  it('puts a price clicked on a page of its own into the site’s coupon, and takes it out again', async () => {
    serveStatistics();
    renderApp(`/en/statisticpopup/game/1/${GAME_ID}/main`);
    const market = await screen.findByRole('group', { name: 'Match result' });
    const home = within(market).getAllByRole('button')[0]!;
    await userEvent.click(home);
    await waitFor(() => expect(useCouponSelections.getState().selections).toHaveLength(1));
    expect(useCouponSelections.getState().selections[0]).toMatchObject({
      gameId: GAME_ID,
      type: 1,
      price: 2.5,
      kind: 3,
    });
    await waitFor(() => expect(home.getAttribute('aria-pressed')).toBe('true'));
    await userEvent.click(home);
    await waitFor(() => expect(useCouponSelections.getState().selections).toHaveLength(0));
  });

  it('folds a block away and remembers it under the hidden-items prefix', async () => {
    serveStatistics();
    renderApp(`/en/statisticpopup/game/1/${GAME_ID}/main`);
    const venue = await screen.findByRole('region', { name: 'Venue' });
    await userEvent.click(within(venue).getByRole('button', { name: 'Hide' }));
    expect(window.localStorage.getItem(`${HIDDEN_ITEMS_KEY_PREFIX}venue`)).toBe('1');
    expect(within(venue).queryByText('Emirates Stadium')).toBeNull();
    await userEvent.click(within(venue).getByRole('button', { name: 'Show' }));
    expect(window.localStorage.getItem(`${HIDDEN_ITEMS_KEY_PREFIX}venue`)).toBeNull();
  });

  it('draws the line-ups on the field and as lists', async () => {
    serveStatistics();
    renderApp(`/en/statisticpopup/game/1/${GAME_ID}/lineups`);
    expect(await screen.findByRole('figure', { name: 'Starting line-ups' })).toBeTruthy();
    expect(screen.getByText('Arsenal · 4-4-2')).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'David Raya' })[0]!.getAttribute('href')).toContain(
      '/en/statisticpopup/player/1/1101?game=500',
    );
  });

  it('sums up the head-to-head and lists the meetings', async () => {
    serveStatistics();
    renderApp(`/en/statisticpopup/game/1/${GAME_ID}/h2h`);
    expect(await screen.findByRole('region', { name: '3 meetings' })).toBeTruthy();
    expect(screen.getByText('Arsenal wins').nextSibling?.textContent).toBe('2');
    expect(screen.getByText('5:2')).toBeTruthy();
  });

  it('opens the stage table with home games when the address asks for tt=1', async () => {
    const fetchMock = serveStatistics();
    renderApp('/en/statisticpopup/stage/1/30?tt=1');
    expect(await screen.findByRole('heading', { level: 1, name: 'England. Premier League' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Home games' }).getAttribute('aria-current')).toBe('page');
    const table = screen.getByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    const asked = fetchMock.mock.calls.map(([url]) => String(url)).find((url) => url.includes('StageTable'));
    expect(asked).toContain('tt=1');
  });

  it('shows a team’s form, record, coming games and squad', async () => {
    serveStatistics();
    renderApp('/en/statisticpopup/team/1/11');
    expect(await screen.findByRole('heading', { level: 1, name: 'Arsenal' })).toBeTruthy();
    expect(await screen.findByText('1 W · 1 D · 0 L, goals 4:1')).toBeTruthy();
    expect(await screen.findByRole('region', { name: 'Coming matches' })).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'David Raya' })).toBeTruthy();
  });

  it('finds a player through the game of the link', async () => {
    serveStatistics();
    renderApp(`/en/statisticpopup/player/1/1101?game=${GAME_ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'David Raya' })).toBeTruthy();
    expect(screen.getByText('183')).toBeTruthy();
  });

  it('says so when a player page has no game to read the player from', async () => {
    serveStatistics();
    renderApp('/en/statisticpopup/player/1/1101');
    expect(await screen.findByText(/A player's profile opens from a match/)).toBeTruthy();
  });

  it('rates a championship’s teams by the engine’s rating', async () => {
    serveStatistics();
    renderApp('/en/statisticpopup/rating/1/88');
    const table = await screen.findByRole('table');
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    const rows = within(table).getAllByRole('row');
    expect(rows[1]!.textContent).toContain('Arsenal');
    expect(rows[1]!.textContent).toContain('1720');
  });

  it('finds a horse’s race in the racing lists and shows its runners', async () => {
    const race = listGame({
      I: 700,
      SI: 44,
      O1: 'Ascot. Race 1',
      O2: '',
      O1I: 0,
      O2I: 0,
      E: [{ G: 100019, T: 100045, C: 3.5, CV: '3.5', P: 1 }],
      PA: [{ P: 1, I: 5001, N: 'Fire Opal' }],
    });
    serveStatistics({
      'GET /service-api/LineFeed/Get1x2_VZip': () => feedAnswer([race]),
      'GET /service-api/LiveFeed/Get1x2_VZip': () => feedAnswer([]),
      'GET /service-api/statisticfeed/api/v1/HorsesRace': () =>
        feedAnswer({
          I: 700,
          N: 'Ascot. Race 1',
          LI: 90,
          L: 'Ascot',
          S: race.S,
          DS: 2000,
          GO: 'good',
          RN: [
            {
              NU: 1,
              I: 5001,
              N: 'Fire Opal',
              NE: 'Fire Opal',
              NR: 'Fire Opal',
              J: 'A. Rider',
              TR: 'B. Trainer',
              A: 5,
              WG: 58,
              DR: 3,
              F: '1-2-0',
              R: 80,
              C: 3.5,
            },
          ],
        }),
    });
    renderApp('/en/statisticpopup/horse/5001');
    expect(await screen.findByRole('heading', { level: 1, name: 'Fire Opal' })).toBeTruthy();
    expect(screen.getByText('Jockey A. Rider · trainer B. Trainer')).toBeTruthy();
    expect(screen.getByText('Unplaced')).toBeTruthy();
    expect(screen.getByRole('button', { name: /Add Fire Opal at 3\.50? to the bet slip/ })).toBeTruthy();
  });

  it('charts the main market’s prices of the snapshots it reads', async () => {
    serveStatistics();
    renderApp(`/en/statisticpopup/graph/${GAME_ID}`);
    expect(await screen.findByRole('img', { name: 'Price chart, 1 change' })).toBeTruthy();
    expect(JSON.parse(window.sessionStorage.getItem(`price-history:${GAME_ID}`) ?? '[]')).toHaveLength(1);
  });

  it('opens a game addressed with sport 0 and no tab on its overview, with the game’s own sport (STAT-02)', async () => {
    serveStatistics();
    renderApp(`/en/statisticpopup/game/0/${GAME_ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Arsenal — Chelsea' })).toBeTruthy();
    const tabs = screen.getByRole('navigation', { name: 'Match statistics sections' });
    expect(within(tabs).getByRole('link', { name: 'Overview' }).getAttribute('aria-current')).toBe('page');
    expect(within(tabs).getByRole('link', { name: 'Line-ups' }).getAttribute('href')).toBe(
      `/en/statisticpopup/game/1/${GAME_ID}/lineups`,
    );
    expect(await screen.findByRole('group', { name: 'Match result' })).toBeTruthy();
  });

  it.each([
    ['the visitor’s decimal prices without an odds view', '', ['2.50', '3.20', '2.90'], /^\d+\.\d\d$/],
    ['the odds view of its address: 2 is American', '/2', ['+150', '+220', '+190'], /^\+\d+$/],
    ['the visitor’s prices for an odds view it does not know', '/9', ['2.50', '3.20', '2.90'], /^\d+\.\d\d$/],
  ])('charts a game’s prices in %s (STAT-09)', async (_case, view, prices, axisLabel) => {
    serveStatistics();
    renderApp(`/en/statisticpopup/graph/${GAME_ID}${view}`);
    const chart = await screen.findByRole('img', { name: 'Price chart, 1 change' });
    const legend = screen.getAllByRole('button', { name: /to the bet slip$/ });
    expect(legend.map((price) => price.getAttribute('aria-label'))).toEqual(
      ['1', 'X', '2'].map((side, index) => `Add ${side} at ${prices[index]} to the bet slip`),
    );
    const axis = chart.closest('figure')!.querySelector('[aria-hidden="true"]')!;
    const labels = [...axis.children].map((label) => label.textContent);
    expect(labels.length).toBeGreaterThan(1);
    expect(labels.every((label) => axisLabel.test(label ?? ''))).toBe(true);
  });

  it('answers an unknown game honestly', async () => {
    serveStatistics({
      'GET /service-api/LineFeed/GetGameZip': notFound,
      'GET /service-api/statisticfeed/api/v1/Status': notFound,
    });
    renderApp('/en/statisticpopup/game/1/9999/main');
    expect(await screen.findByText('This match is not in the statistics')).toBeTruthy();
  });

  it('refuses a cyber page of a sport that is not a cyber sport', async () => {
    serveStatistics();
    renderApp('/en/statisticpopup/cyber/1/88/2026');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
  });
});
