import { queryOptions, useQuery } from '@tanstack/react-query';
import { PAGE_LOAD_WAIT_MS } from '@sportsbook/core/constants/network-timing.constants';
import type { registrationDataResponseSchema } from '@sportsbook/core/registration/registration-data.schema';
import type { z } from 'zod';
import { API_BASE } from '../../../../shared/http/api-paths';
import { httpRequest } from '../../../../shared/http/http-client';

export type RegistrationData = z.infer<typeof registrationDataResponseSchema>['data'];

/** The flow asking: the main site (with the page section it opened from) or an embedded widget. */
export interface RegistrationFlow {
  isWidget: boolean;
  section?: string;
}

export interface RegistrationSetup {
  /** null when the data could not be loaded: the form still works, without banner and bonuses. */
  data: RegistrationData | null;
  /** Type names as the server lists them; each is a tab, the first the default. */
  types: string[];
}

/**
 * The registration data and the type list, asked for together (REG-03, REG-05). A failed data call is only
 * logged (REG-39); the query string carries isWidget and, for the main flow, section.
 */
async function fetchSetup(flow: RegistrationFlow, signal: AbortSignal): Promise<RegistrationSetup> {
  const [data, types] = await Promise.all([
    fetchData(flow, signal),
    httpRequest<{ data: { attributes: { types: string[] } } }>({
      url: `${API_BASE}/api/web/registration/v1/types`,
      jsonApi: true,
      timeoutMs: PAGE_LOAD_WAIT_MS,
      signal,
    }).then((response) => response.data.attributes.types),
  ]);
  return { data, types };
}

async function fetchData(flow: RegistrationFlow, signal: AbortSignal): Promise<RegistrationData | null> {
  try {
    const response = await httpRequest<{ data: RegistrationData }>({
      url: `${API_BASE}/registration`,
      method: 'POST',
      query: { isWidget: flow.isWidget, section: flow.isWidget ? undefined : flow.section },
      timeoutMs: PAGE_LOAD_WAIT_MS,
      signal,
    });
    return response.data;
  } catch (error) {
    console.error('error load registration data', error);
    return null;
  }
}

export const registrationSetupQuery = (flow: RegistrationFlow) =>
  queryOptions({
    queryKey: ['registration', 'setup', flow.isWidget, flow.section ?? null],
    queryFn: ({ signal }) => fetchSetup(flow, signal),
  });

export function useRegistrationSetup(flow: RegistrationFlow) {
  return useQuery(registrationSetupQuery(flow));
}
