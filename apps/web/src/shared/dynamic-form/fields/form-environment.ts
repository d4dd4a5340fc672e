import { createContext, useContext, type ReactNode } from 'react';
import type { WelcomeBonusItem } from '@sportsbook/core/registration/registration-data.schema';
import type { PhoneCountry, PhoneMask } from '../../phone/phone-country';

/** What fields need beyond their own descriptor: the language, the phone lists, the form's other values. */
export interface FormEnvironment {
  lang: string;
  locale: string;
  values: Readonly<Record<string, unknown>>;
  /** Sets another value of the form (the captcha id beside the captcha text). */
  setValue: (id: string, value: unknown) => void;
  today: Date;
  /** The latest birthday the chosen country's minimum age allows. */
  latestBirthday: Date;
  phone: {
    countries: readonly PhoneCountry[];
    masks: readonly PhoneMask[];
    loading: boolean;
    unmaskedCountryIds: readonly number[];
    defaultCountryId?: number;
  };
  phoneFlow: PhoneFlow;
  welcomeBonuses: readonly WelcomeBonusItem[];
  welcomeBonusDescription: string;
  /** The form's submit button, drawn where the field set puts its registration button. */
  submitButton: ReactNode;
}

/** The phone confirmation of phone_reg (REG-26): send code, code sent, confirm, confirmed. */
export interface PhoneFlow {
  codeSent: boolean;
  confirmed: boolean;
  codeLength?: number;
  /** The field set has its own send-code button (a phone code button field). */
  hasCodeButton: boolean;
  sending: boolean;
  confirming: boolean;
  /** Message keys of a failed send or confirm. */
  errors: readonly string[];
  send: () => void;
  confirm: () => void;
}

export const FormEnvironmentContext = createContext<FormEnvironment | null>(null);

export function useFormEnvironment(): FormEnvironment {
  const environment = useContext(FormEnvironmentContext);
  if (!environment) throw new Error('registration fields render inside a registration form');
  return environment;
}
