import type { ReactNode } from 'react';
import { DEFAULT_MINIMUM_AGE } from '@sportsbook/core/constants/defaults.constants';
import { LANGUAGE_INFO, type Lang } from '../i18n/languages';
import { addYears, today } from '../ui/date-picker/date-value';
import type { FormEnvironment, PhoneFlow } from './fields/form-environment';

const NO_PHONE_FLOW: PhoneFlow = {
  codeSent: false,
  confirmed: false,
  hasCodeButton: false,
  sending: false,
  confirming: false,
  errors: [],
  send: () => {},
  confirm: () => {},
};

/** The environment of a form without a phone to confirm or bonuses to offer (account edit). */
export function basicEnvironment(input: {
  lang: Lang;
  values: Readonly<Record<string, unknown>>;
  setValue: (id: string, value: unknown) => void;
  submitButton: ReactNode;
  minimumAge?: number;
}): FormEnvironment {
  const day = today();
  return {
    lang: input.lang,
    locale: LANGUAGE_INFO[input.lang].locale,
    values: input.values,
    setValue: input.setValue,
    today: day,
    latestBirthday: addYears(day, -(input.minimumAge ?? DEFAULT_MINIMUM_AGE)),
    phone: { countries: [], masks: [], loading: false, unmaskedCountryIds: [] },
    phoneFlow: NO_PHONE_FLOW,
    welcomeBonuses: [],
    welcomeBonusDescription: '',
    submitButton: input.submitButton,
  };
}
