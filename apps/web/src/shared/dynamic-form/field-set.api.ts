import { queryOptions, useQuery } from '@tanstack/react-query';
import { PAGE_LOAD_WAIT_MS } from '@sportsbook/core/constants/network-timing.constants';
import type { RegistrationFieldV1, RelationFields } from '@sportsbook/core/registration/field-set-formats';
import { API_BASE } from '../http/api-paths';
import { httpRequest } from '../http/http-client';
import { toFieldSet, type FieldSet } from './field-set';

interface FieldsResponse {
  data: { attributes: { fields: RegistrationFieldV1[]; relation_fields: RelationFields } };
}

/**
 * A registration type's fields in the version 1 format (REG-08). Fetched once per type and kept for the
 * visit (REG-11): the query cache shares one request between everyone asking while it runs, so no second
 * fetch starts. Account edit reads full registration's fields to draw the personal data the same way.
 */
export const fieldSetQuery = (type: string, lang: string) =>
  queryOptions({
    queryKey: ['registration', 'fields', type, lang],
    queryFn: async ({ signal }): Promise<FieldSet> => {
      const response = await httpRequest<FieldsResponse>({
        url: `${API_BASE}/api/web/registration/v1/fields/${encodeURIComponent(type)}`,
        // The server names the options (countries, currencies) in the language asked for.
        query: { lng: lang },
        jsonApi: true,
        timeoutMs: PAGE_LOAD_WAIT_MS,
        signal,
      });
      return toFieldSet(response.data.attributes.fields, response.data.attributes.relation_fields);
    },
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  });

export function useFieldSet(type: string | undefined, lang: string) {
  return useQuery({ ...fieldSetQuery(type ?? '', lang), enabled: Boolean(type) });
}
