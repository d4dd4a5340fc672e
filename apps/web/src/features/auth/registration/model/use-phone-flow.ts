import { useState } from 'react';
import { REGISTRATION_EVENT } from '@sportsbook/core/constants/analytics.constants';
import { trackEvent } from '../../../../shared/analytics/track-event';
import { useTranslation } from '../../../../shared/i18n/use-translation';
import type { PhoneValue } from '@sportsbook/core/validation/phone.rule';
import { toUserError } from '../../../../shared/http/error-mapping';
import { useConfirmPhoneCode, useSendPhoneCode } from '../api/phone-confirmation.api';
import type { PhoneFlow } from '../../../../shared/dynamic-form/fields/form-environment';

interface FlowState {
  /** The number a code went to, and the length the server gave it. */
  sentTo: string | null;
  codeLength?: number;
  confirmedFor: string | null;
}

/** The spec's messages for a failed send or confirm: the field's own keys, else the error code's text. */
function failureKeys(error: unknown, field: string, hasKey: (key: string) => boolean): string[] {
  if (!error) return [];
  const failure = toUserError(error, hasKey);
  return [...(failure.fieldErrors[field] ?? failure.fieldErrors.phone ?? [failure.messageKey])];
}

/**
 * phone_reg's confirmation (REG-26): code sent, then code confirmed, both for the number on screen; editing
 * the number starts over, since a code proves only the number it went to.
 */
export function usePhoneFlow(
  phone: PhoneValue | undefined,
  code: string,
  hasCodeButton: boolean,
  onCodeSent: (codeLength: number) => void,
): PhoneFlow {
  const { i18n } = useTranslation();
  const send = useSendPhoneCode();
  const confirm = useConfirmPhoneCode();
  const [state, setState] = useState<FlowState>({ sentTo: null, confirmedFor: null });
  const number = phone?.fullPhone ?? '';
  const hasKey = (key: string) => i18n.exists(key);

  return {
    codeSent: number !== '' && state.sentTo === number,
    confirmed: number !== '' && state.confirmedFor === number,
    codeLength: state.sentTo === number ? state.codeLength : undefined,
    hasCodeButton,
    sending: send.isPending,
    confirming: confirm.isPending,
    errors: [
      ...failureKeys(send.error, 'phone', hasKey),
      ...failureKeys(confirm.error, 'phone_confirmation', hasKey),
    ],
    send: () => {
      if (!phone || !number) return;
      confirm.reset();
      send.mutate(phone, {
        onSuccess: (sent) => {
          trackEvent(REGISTRATION_EVENT.PHONE_CODE_SENT);
          setState({ sentTo: number, codeLength: sent.code_length, confirmedFor: null });
          onCodeSent(sent.code_length);
        },
        onError: () => trackEvent(REGISTRATION_EVENT.PHONE_CODE_FAILED, { s2: 'send' }),
      });
    },
    confirm: () => {
      if (!phone || !code) return;
      confirm.mutate(
        { phone, code },
        {
          onSuccess: () => {
            trackEvent(REGISTRATION_EVENT.PHONE_CODE_CONFIRMED);
            setState((current) => ({ ...current, confirmedFor: number }));
          },
          onError: () => trackEvent(REGISTRATION_EVENT.PHONE_CODE_FAILED, { s2: 'confirm' }),
        },
      );
    },
  };
}
