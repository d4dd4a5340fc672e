import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PAGE_LOAD_WAIT_MS } from '@sportsbook/core/constants/network-timing.constants';
import { API_BASE } from '../../../shared/http/api-paths';
import { httpRequest } from '../../../shared/http/http-client';
import { ACCOUNT_DATA_KEY } from './account-data.api';

/** What a code-sending phone call answers: the code's length for the input, never the code. */
export interface SentPhoneCode {
  code_length: number;
  resend_in: number;
}

async function phoneCall<T>(path: string, method: 'GET' | 'POST', params: Record<string, string> = {}) {
  const query = method === 'GET' ? `?${new URLSearchParams(params)}` : '';
  const response = await httpRequest<{ data: T }>({
    url: `${API_BASE}/api/${path}${query}`,
    method,
    ...(method === 'POST' ? { body: params } : {}),
    timeoutMs: PAGE_LOAD_WAIT_MS,
  });
  return response.data;
}

/** A phone mutation; one that changes the account's phone refreshes the account data after it. */
function usePhoneCall<T>(path: string, method: 'GET' | 'POST', changesAccount = false) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (params: Record<string, string> = {}) => phoneCall<T>(path, method, params),
    onSuccess: () =>
      changesAccount ? queryClient.invalidateQueries({ queryKey: ACCOUNT_DATA_KEY }) : undefined,
  });
}

/** Binding (ACC-16): internal v2 create-phone-number sends the code, v1 createPhoneNumber/confirm binds. */
export const useBindPhone = () =>
  usePhoneCall<SentPhoneCode>('internal/v2/phone-actions/create-phone-number', 'POST');
export const useConfirmBinding = () =>
  usePhoneCall<{ phone: string }>('v1/phoneActions/createPhoneNumber/confirm', 'POST', true);

/** Activation (ACC-19): v1 updatePhoneNumber sendCode and confirm, for the account's own phone. */
export const useSendActivationCode = () =>
  usePhoneCall<SentPhoneCode>('v1/phoneActions/updatePhoneNumber/sendCode', 'POST');
export const useConfirmActivation = () =>
  usePhoneCall<{ phone: string }>('v1/phoneActions/updatePhoneNumber/confirm', 'POST', true);

/** Change (ACC-18): v3 update sends a code to the new number; the code, then the answer, finish it. */
export const useStartPhoneChange = () =>
  usePhoneCall<SentPhoneCode & { phone: string }>('v3/phone-number/update', 'POST');
export const useCheckChangeCode = () =>
  usePhoneCall<{ phone: string }>('v3/phone-number/update/check-confirm-code', 'GET');
export const useCheckChangeAnswer = () =>
  usePhoneCall<{ phone: string }>('v3/phone-number/update/check-user-answer', 'GET', true);
