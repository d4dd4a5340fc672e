import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockServer } from '../../../test/mock-server';
import { renderApp } from '../../../test/render-app';
import { feedAnswer } from '../testing/feed-fixtures';

const entry = (I: number, O1: string) => ({
  I,
  CI: I,
  SI: 1,
  SN: 'Football',
  LI: 88,
  L: 'England. Premier League',
  LE: 'England. Premier League',
  O1,
  O2: 'Chelsea',
  O1E: O1,
  O2E: 'Chelsea',
  S: 1_900_000_000,
});

describe('event search', () => {
  it('asks both feeds and lists live games first, each linking to its game page', async () => {
    const asked: string[] = [];
    mockServer({
      routes: {
        'GET /service-api/LiveFeed/Web_SearchZip': ({ url }) => {
          asked.push(`live ${url.searchParams.get('text')}`);
          return feedAnswer([entry(7, 'Arsenal')]);
        },
        'GET /service-api/LineFeed/Web_SearchZip': ({ url }) => {
          asked.push(`line ${url.searchParams.get('text')}`);
          return feedAnswer([entry(8, 'Arsenal U21')]);
        },
      },
    });
    renderApp('/en/search?text=arsenal');
    const live = await screen.findByRole('link', { name: /Arsenal – Chelsea/ });
    expect(live.getAttribute('href')).toBe('/en/live/1-football/88-england-premier-league/7-arsenal-chelsea');
    const line = screen.getByRole('link', { name: /Arsenal U21 – Chelsea/ });
    expect(line.getAttribute('href')).toBe(
      '/en/line/1-football/88-england-premier-league/8-arsenal-u21-chelsea',
    );
    expect(asked.sort()).toEqual(['line arsenal', 'live arsenal']);
  });
});
