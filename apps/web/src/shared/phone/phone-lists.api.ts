import { useQuery } from '@tanstack/react-query';
import { DICTIONARY_CACHE_MS, PAGE_LOAD_WAIT_MS } from '@sportsbook/core/constants/network-timing.constants';
import { API_BASE } from '../http/api-paths';
import { httpRequest } from '../http/http-client';
import { toPhoneCountry, type PhoneCountry, type PhoneMask, type ServerPhoneCountry } from './phone-country';

/** A list the server may send bare or wrapped in `data` (and its countries under `countries`). */
function listOf<T>(body: unknown, key?: string): T[] {
  const data = (body as { data?: unknown } | null)?.data ?? body;
  const list = key && data && !Array.isArray(data) ? (data as Record<string, unknown>)[key] : data;
  return Array.isArray(list) ? (list as T[]) : [];
}

/** The phone countries list (UI-25): reference data, kept a day; the query cancels with its component. */
export function usePhoneCountries(lang: string, enabled = true) {
  return useQuery({
    queryKey: ['phone', 'countries', lang],
    queryFn: async ({ signal }): Promise<PhoneCountry[]> => {
      const body = await httpRequest<unknown>({
        url: `${API_BASE}/user/getphonecountries`,
        query: { lng: lang },
        timeoutMs: PAGE_LOAD_WAIT_MS,
        signal,
      });
      return listOf<ServerPhoneCountry>(body, 'countries').map(toPhoneCountry);
    },
    staleTime: DICTIONARY_CACHE_MS,
    enabled,
  });
}

/** The phone masks list (UI-25); a failure leaves numbers unmasked, never the field unusable. */
export function usePhoneMasks() {
  return useQuery({
    queryKey: ['phone', 'masks'],
    queryFn: async ({ signal }): Promise<PhoneMask[]> => {
      try {
        const body = await httpRequest<unknown>({
          url: `${API_BASE}/api/user/phonemasks`,
          timeoutMs: PAGE_LOAD_WAIT_MS,
          signal,
        });
        return listOf<PhoneMask>(body);
      } catch (error) {
        console.warn('phone masks could not be loaded', error);
        return [];
      }
    },
    staleTime: DICTIONARY_CACHE_MS,
  });
}
