import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SocialProvider } from '@sportsbook/core/constants/auth.constants';
import { officeCall } from '../office-request';

export interface LinkedSocialAccount {
  provider: SocialProvider;
  email: string | null;
  name: string | null;
  linkedAt: string;
  lastLoginAt: string | null;
}

const KEY = ['office', 'social-accounts'] as const;

/** getsocialaccounts: the social identities that sign this player in. */
export function useLinkedSocialAccounts() {
  return useQuery({
    queryKey: KEY,
    queryFn: async () =>
      (await officeCall<{ accounts: LinkedSocialAccount[] }>('getsocialaccounts')).accounts,
  });
}

/** unlinksocialaccount: refused (409) while the identity is the only way into the account. */
export function useUnlinkSocialAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (provider: SocialProvider) => officeCall('unlinksocialaccount', { provider }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}
