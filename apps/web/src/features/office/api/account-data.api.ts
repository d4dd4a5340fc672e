import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { officeCall } from '../office-request';

/** getaccountdata (ACC-03): who the player is, their personal data, and which fields they may still change. */
export interface AccountData {
  userId: number;
  login: string;
  loginName: string | null;
  email: string | null;
  emailConfirmed: boolean;
  phone: string | null;
  phoneConfirmed: boolean;
  registrationType: string | null;
  createdAt: string;
  /** Field id -> value (name, surname, date_birthday, country_id, document fields, address, ...). */
  fields: Record<string, unknown>;
  /** Field ids the player may change now; identity fields drop out once filled. */
  editable: string[];
}

export const ACCOUNT_DATA_KEY = ['office', 'account-data'] as const;

export function useAccountData() {
  return useQuery({
    queryKey: ACCOUNT_DATA_KEY,
    queryFn: ({ signal }) => officeCall<AccountData>('getaccountdata', {}, signal),
  });
}

/** saveaccountfields: field id -> value; the answer is the account data after the change. */
export function useSaveAccountFields() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fields: Record<string, unknown>) => officeCall<AccountData>('saveaccountfields', fields),
    onSuccess: (data) => queryClient.setQueryData(ACCOUNT_DATA_KEY, data),
  });
}
