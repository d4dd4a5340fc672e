import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { PAGE_LOAD_WAIT_MS } from '@sportsbook/core/constants/network-timing.constants';
import type { UserSettings } from '@sportsbook/core/api/routes/account-area.routes';
import { API_BASE } from '../../../shared/http/api-paths';
import { httpRequest } from '../../../shared/http/http-client';
import { officeCall } from '../office-request';

const WEB_USER = `${API_BASE}/api/web/user/v1`;
export const SETTINGS_KEY = ['office', 'settings'] as const;

/** GET web user v1 settings (ACC-05), a JSON:API document. */
export function useUserSettings() {
  return useQuery({
    queryKey: SETTINGS_KEY,
    queryFn: async ({ signal }) =>
      (
        await httpRequest<{ data: { attributes: UserSettings } }>({
          url: `${WEB_USER}/settings`,
          jsonApi: true,
          timeoutMs: PAGE_LOAD_WAIT_MS,
          signal,
        })
      ).data.attributes,
  });
}

/** Writes the server's answer into the settings record, so every settings page shows it at once. */
function useSettingsWriter() {
  const queryClient = useQueryClient();
  return (changes: Partial<UserSettings>) =>
    queryClient.setQueryData<UserSettings>(SETTINGS_KEY, (current) =>
      current ? { ...current, ...changes } : current,
    );
}

/** savesetting (ACC-06): one setting at a time, e.g. disable_auth_by_email. */
export function useSaveSetting() {
  const write = useSettingsWriter();
  return useMutation({
    mutationFn: (input: { setting_id: keyof UserSettings; setting_value: boolean | number }) =>
      officeCall<{ settings: UserSettings }>('savesetting', input),
    onSuccess: (answer) => write(answer.settings),
  });
}

/** user/mailing (ACC-23): the e-mail subscriptions. */
export function useSaveMailing() {
  const write = useSettingsWriter();
  return useMutation({
    mutationFn: (input: Partial<Pick<UserSettings, 'receive_news' | 'receive_res'>>) =>
      httpRequest<{ data: Pick<UserSettings, 'receive_news' | 'receive_res'> }>({
        url: `${API_BASE}/user/mailing`,
        method: 'POST',
        body: input,
        timeoutMs: PAGE_LOAD_WAIT_MS,
      }),
    onSuccess: (answer) => write(answer.data),
  });
}

/** disallow-sports (ACC-07): sports the line and live lists leave out. */
export function useSaveDisallowedSports() {
  const write = useSettingsWriter();
  return useMutation({
    mutationFn: (input: Pick<UserSettings, 'lineDisallowSport' | 'liveDisallowSport'>) =>
      httpRequest<{ data: Pick<UserSettings, 'lineDisallowSport' | 'liveDisallowSport'> }>({
        url: `${WEB_USER}/disallow-sports`,
        method: 'POST',
        body: input,
        timeoutMs: PAGE_LOAD_WAIT_MS,
      }),
    onSuccess: (answer) => write(answer.data),
  });
}
