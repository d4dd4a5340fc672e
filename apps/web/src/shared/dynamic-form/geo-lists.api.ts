import { useQuery } from '@tanstack/react-query';
import { DICTIONARY_CACHE_MS, PAGE_LOAD_WAIT_MS } from '@sportsbook/core/constants/network-timing.constants';
import type { SelectOption } from '@sportsbook/core/registration/registration-field.schema';
import { API_BASE } from '../http/api-paths';
import { httpRequest } from '../http/http-client';

/** Where a child list comes from: the regions of a country, the cities of a region (REG-36). */
const SOURCES = {
  region_id: { path: 'getRegions', param: 'countryId' },
  city_id: { path: 'getCitiesByRegion', param: 'regionId' },
} as const;
export type GeoListField = keyof typeof SOURCES;

export const isGeoListField = (id: string): id is GeoListField => Object.hasOwn(SOURCES, id);

/** The parent a geo list hangs on, whose value picks the list. */
export const GEO_LIST_PARENT: Record<GeoListField, string> = {
  region_id: 'country_id',
  city_id: 'region_id',
};

export function useGeoList(field: GeoListField, parentValue: unknown, lang: string) {
  const parent = parentValue === undefined || parentValue === null ? '' : String(parentValue);
  const source = SOURCES[field];
  return useQuery({
    queryKey: ['registration', field, parent, lang],
    queryFn: async ({ signal }): Promise<SelectOption[]> => {
      const body = await httpRequest<{ data?: SelectOption[] } | SelectOption[]>({
        url: `${API_BASE}/${source.path}`,
        query: { [source.param]: parent, lng: lang },
        timeoutMs: PAGE_LOAD_WAIT_MS,
        signal,
      });
      return Array.isArray(body) ? body : (body.data ?? []);
    },
    staleTime: DICTIONARY_CACHE_MS,
    enabled: /^\d+$/.test(parent),
  });
}
