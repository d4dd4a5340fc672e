import { useTranslation } from '../../../shared/i18n/use-translation';
import { SOCIAL_PROVIDER_NAMES } from '@sportsbook/core/constants/auth.constants';
import { toUserError } from '../../../shared/http/error-mapping';
import { useLang } from '../../../shared/i18n/use-lang';
import { useSiteConfig } from '../../../shared/site-config/site-config.api';
import { SocialButtons } from '../../../shared/social/social-buttons';
import { Button } from '../../../shared/ui/button/button';
import { notify } from '../../../shared/ui/notification/notification.store';
import { Skeleton } from '../../../shared/ui/skeleton/skeleton';
import { useLinkedSocialAccounts, useUnlinkSocialAccount } from '../api/social-accounts.api';
import { InfoList } from '../ui/info-list';
import { OfficeCard } from '../ui/office-card';
import { useDateText } from '../ui/use-date-text';

/**
 * Social accounts (AUTH-06): the identities that sign this player in, unlink, and link another one of the
 * providers the site offers (the provider sends the player back here).
 */
export function SocialAccountsCard() {
  const { t, i18n } = useTranslation();
  const lang = useLang();
  const dateText = useDateText();
  const { auth } = useSiteConfig();
  const linked = useLinkedSocialAccounts();
  const unlink = useUnlinkSocialAccount();
  if (auth.socialProviders.length === 0 && !linked.data?.length) return null;
  const unlinked = auth.socialProviders.filter(
    (provider) => !linked.data?.some((account) => account.provider === provider),
  );

  return (
    <OfficeCard title={t('office.social.title')} description={t('office.social.description')}>
      {linked.data && linked.data.length > 0 ? (
        <InfoList
          rows={linked.data.map((account) => ({
            label: SOCIAL_PROVIDER_NAMES[account.provider],
            value: (
              <span>
                {account.email ?? account.name ?? '—'}
                <br />
                <small>{t('office.social.linkedAt', { date: dateText(account.linkedAt) })}</small>
              </span>
            ),
            action: (
              <Button
                variant="outline"
                size="s"
                loading={unlink.isPending && unlink.variables === account.provider}
                aria-label={t('office.social.unlinkProvider', {
                  provider: SOCIAL_PROVIDER_NAMES[account.provider],
                })}
                onClick={() =>
                  unlink.mutate(account.provider, {
                    onError: (error) => {
                      const failure = toUserError(error, (key) => i18n.exists(key));
                      notify({
                        type: 'error',
                        title: failure.messageKey.endsWith('CONFLICT')
                          ? t('office.social.onlyWayIn')
                          : (failure.text ?? t(failure.messageKey)),
                      });
                    },
                  })
                }
              >
                {t('office.social.unlink')}
              </Button>
            ),
          }))}
        />
      ) : linked.isSuccess ? (
        <p>{t('office.social.none')}</p>
      ) : linked.isPending ? (
        // A line held for the answer, so the cards below do not jump when it comes (a click aimed at them
        // would land elsewhere).
        <p>
          <Skeleton width="60%" height="1lh" />
        </p>
      ) : null}
      {unlinked.length > 0 ? (
        <SocialButtons
          providers={unlinked}
          label={t('office.social.link')}
          options={() => ({ returnUrl: `/${lang}/office/security` })}
          onAnswer={() => void linked.refetch()}
        />
      ) : null}
    </OfficeCard>
  );
}
