import { useTranslation } from '../../i18n/use-translation';
import { SOCIAL_PROVIDERS, type SocialProvider } from '@sportsbook/core/constants/auth.constants';
import { SocialButtons } from '../../social/social-buttons';
import { optionValue } from '../field-options';
import type { FieldProps } from './field-props';
import { useFormEnvironment } from './form-environment';

const isProvider = (id: string): id is SocialProvider => (SOCIAL_PROVIDERS as readonly string[]).includes(id);

const idOf = (value: unknown): number | undefined => {
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
};

/**
 * social_types (REG-34): one button per provider the field offers. Choosing one goes to the provider with
 * the form's country and currency; the provider sends the player back registered and logged in.
 */
export function SocialTypesField({ field }: FieldProps) {
  const { t } = useTranslation();
  const { lang, values } = useFormEnvironment();
  const providers = (field.options ?? []).map(optionValue).filter(isProvider);
  return (
    <SocialButtons
      providers={providers}
      label={t('registration.social.title')}
      options={() => ({
        returnUrl: `/${lang}/`,
        countryId: idOf(values.country_id),
        currencyId: idOf(values.currency_id),
      })}
      onAnswer={() => window.location.assign(`/${lang}/`)}
    />
  );
}
