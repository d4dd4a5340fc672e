import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toV1Format } from '@sportsbook/core/registration/field-set-formats';
import type { StoredField } from '@sportsbook/core/registration/field-set.schema';
import { stubElementSizes } from '../../../test/element-size';
import { json, mockServer, type Handler } from '../../../test/mock-server';
import { renderApp } from '../../../test/render-app';
import { registrationRoutes } from './registration.fixture';

const FIELDS: StoredField[] = [
  {
    id: 'country_id',
    name: 'country_id',
    type: 'select',
    title: 'Country',
    options: [
      { id: 1, name: 'Russia', Alpha2: 'RU' },
      { id: 2, name: 'Germany', Alpha2: 'DE' },
    ],
  },
  { id: 'region_id', name: 'region_id', type: 'select', title: 'Region' },
  { id: 'city_id', name: 'city_id', type: 'select', title: 'City' },
];

const REGIONS: Record<string, { id: number; name: string }[]> = {
  '1': [{ id: 101, name: 'Moscow Oblast' }],
  '2': [
    { id: 201, name: 'Bavaria' },
    { id: 202, name: 'Saxony' },
  ],
};
const CITIES: Record<string, { id: number; name: string }[]> = {
  '201': [{ id: 20101, name: 'Munich' }],
  '202': [{ id: 20201, name: 'Dresden' }],
};

async function choose(label: string, option: string) {
  await userEvent.click(screen.getByRole('button', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name: new RegExp(option) }));
}

describe('region and city lists (REG-36)', () => {
  beforeEach(() => {
    stubElementSizes();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('fills the region list for the chosen country and the city list for the chosen region', async () => {
    const regions = vi.fn<Handler>(({ url }) => json({ data: REGIONS[url.searchParams.get('countryId')!] }));
    const cities = vi.fn<Handler>(({ url }) => json({ data: CITIES[url.searchParams.get('regionId')!] }));
    const submit = vi.fn<Handler>(() => json({ message: 'stop here', errors: [] }, 500));
    mockServer({
      routes: {
        ...registrationRoutes(['geo']),
        'GET /web-api/api/web/registration/v1/fields/geo': () =>
          json({ data: { attributes: toV1Format(FIELDS) } }),
        'GET /web-api/getRegions': regions,
        'GET /web-api/getCitiesByRegion': cities,
        'POST /web-api/registration/submit': submit,
      },
    });
    renderApp('/en/registration');
    await screen.findByRole('button', { name: 'Country' });
    expect(regions).not.toHaveBeenCalled();

    await choose('Country', 'Germany');
    await choose('Region', 'Saxony');
    expect(regions.mock.calls[0]![0].url.searchParams.get('lng')).toBe('en');
    await choose('City', 'Dresden');
    expect(cities.mock.calls.map(([request]) => request.url.searchParams.get('regionId'))).toEqual(['202']);

    await userEvent.click(screen.getByRole('checkbox', { name: /Terms and Conditions/ }));
    await userEvent.click(screen.getByRole('checkbox', { name: /Privacy Policy/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(submit.mock.calls[0]![0].body).toMatchObject({
      country_id: '2',
      region_id: '202',
      city_id: '20201',
    });
  });
});
