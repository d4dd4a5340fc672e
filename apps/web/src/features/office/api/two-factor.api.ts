import { useMutation, useQueryClient } from '@tanstack/react-query';
import { officeCall } from '../office-request';

/** gettwofactorqrcodeurl: the otpauth link (for a QR) and its secret, shown once at set-up (ACC-11). */
export interface TwoFactorSetup {
  qr_code_url: string;
  qr_link: string;
  code: string;
}

/** After enabling or disabling, the security overview's two-factor line must change too. */
function useRefreshOverview() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: ['office', 'secure'] });
}

export function useStartTwoFactor() {
  return useMutation({ mutationFn: () => officeCall<TwoFactorSetup>('gettwofactorqrcodeurl') });
}

/** sendSmsForTwoFactorActivation: when the server asks for the SMS code too (error on sms_code). */
export function useSendTwoFactorSms() {
  return useMutation({ mutationFn: () => officeCall<unknown>('sendSmsForTwoFactorActivation') });
}

export function useEnableTwoFactor() {
  const refresh = useRefreshOverview();
  return useMutation({
    mutationFn: (input: { appCode: string; smsCode?: string }) =>
      officeCall('twofactorauthenable', {
        app_code: input.appCode,
        ...(input.smsCode ? { sms_code: input.smsCode } : {}),
      }),
    onSuccess: refresh,
  });
}

/** twofactorauthdisable: the server takes a current authenticator code as its `hash`. */
export function useDisableTwoFactor() {
  const refresh = useRefreshOverview();
  return useMutation({
    mutationFn: (code: string) => officeCall('twofactorauthdisable', { hash: code }),
    onSuccess: refresh,
  });
}
