import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockServer } from '../../../test/mock-server';
import { renderApp } from '../../../test/render-app';
import { feedAnswer } from '../testing/feed-fixtures';

const CHAMP = 10;
const game = (S: number, O1I: number, O2I: number, S1: number, S2: number, LI = CHAMP) => ({
  S,
  LI,
  L: LI === CHAMP ? 'Premier League' : 'Cup',
  O1I,
  O1: `Team ${O1I}`,
  O2I,
  O2: `Team ${O2I}`,
  S1,
  S2,
  PS: [{ S1, S2: 0 }],
});

describe('the championship results page (SPT-29)', () => {
  it('lists the championship’s settled games once each, newest first, leaving out other competitions', async () => {
    const older = game(1_700_000_000, 1, 2, 2, 1);
    const newer = game(1_700_100_000, 2, 1, 0, 3);
    mockServer({
      routes: {
        'GET /service-api/LineFeed/GetStageTableIds': () => feedAnswer([{ I: 30 }]),
        'GET /service-api/statisticfeed/api/v1/StageTable': () => feedAnswer({ R: [{ TI: 1 }, { TI: 2 }] }),
        // Both teams' lists carry the same games; team 1 also played a cup game.
        'GET /service-api/statisticfeed/api/v1/TeamLastGames': ({ url }) =>
          feedAnswer({
            G:
              url.searchParams.get('teamId') === '1'
                ? [older, newer, game(1_700_200_000, 1, 5, 1, 1, 99)]
                : [newer, older],
          }),
      },
    });
    renderApp(`/en/results/1-football/${CHAMP}-premier-league`);
    const table = await screen.findByRole('table', { name: 'Premier League' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .slice(1, 3)
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['Team 2 – Team 1', '0:3'],
      ['Team 1 – Team 2', '2:1'],
    ]);
  });

  it('says so when the championship has no results yet', async () => {
    mockServer({
      routes: { 'GET /service-api/LineFeed/GetStageTableIds': () => feedAnswer([]) },
    });
    renderApp(`/en/results/1-football/${CHAMP}-premier-league`);
    expect(await screen.findByText('No results in this championship yet')).toBeTruthy();
  });
});
