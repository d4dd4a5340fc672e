import { useQuery } from '@tanstack/react-query';
import { PAGE_LOAD_WAIT_MS } from '@sportsbook/core/constants/network-timing.constants';
import type { WelcomeBonusItem } from '@sportsbook/core/registration/registration-data.schema';
import { API_BASE } from '../../../../shared/http/api-paths';
import { httpRequest } from '../../../../shared/http/http-client';

/**
 * Welcome offers, for the bonus code in the address when there is one (REG-30, REG-31). A failure is only
 * logged and leaves the choice out (REG-39).
 */
async function fetchWelcomeBonuses(bonus: string | null, signal: AbortSignal): Promise<WelcomeBonusItem[]> {
  try {
    const response = await httpRequest<{ data: WelcomeBonusItem[] }>({
      url: `${API_BASE}/api/v3/bonuses/welcome-bonuses`,
      query: { bonus: bonus || undefined },
      timeoutMs: PAGE_LOAD_WAIT_MS,
      signal,
    });
    return response.data;
  } catch (error) {
    console.error('error load welcome bonuses', error);
    return [];
  }
}

export function useWelcomeBonuses(bonus: string | null) {
  return useQuery({
    queryKey: ['registration', 'welcome-bonuses', bonus],
    queryFn: ({ signal }) => fetchWelcomeBonuses(bonus, signal),
  });
}
