import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useLang } from '../i18n/use-lang';
import { siteConfigQuery } from '../site-config/site-config.api';
import { loadCaptchaProvider, type CaptchaProvider } from './captcha-provider';

/**
 * The captcha of the site configuration's captcha_type. The configuration and the adapter's code are read
 * only when a token is asked for: most logins never need one.
 */
export function useCaptchaProvider(): CaptchaProvider {
  const queryClient = useQueryClient();
  const lang = useLang();
  return useMemo(
    () => ({
      async requestCaptchaToken(action) {
        const config = await queryClient.fetchQuery(siteConfigQuery(lang));
        const context = { section: config.captcha, lang, countryId: config.derived.geoCountryId };
        return (await loadCaptchaProvider(context)).requestCaptchaToken(action);
      },
    }),
    [queryClient, lang],
  );
}
