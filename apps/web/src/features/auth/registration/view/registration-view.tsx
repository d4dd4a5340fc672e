import { useEffect, useState } from 'react';
import { REGISTRATION_EVENT } from '@sportsbook/core/constants/analytics.constants';
import { trackEvent } from '../../../../shared/analytics/track-event';
import { useTranslation } from '../../../../shared/i18n/use-translation';
import { useNavigate, useSearchParams } from 'react-router';
import { useSiteConfig } from '../../../../shared/site-config/site-config.api';
import { Button } from '../../../../shared/ui/button/button';
import { Icon } from '../../../../shared/ui/icon/icon';
import { useModalStore } from '../../../../shared/ui/modal/modal.store';
import { Skeleton } from '../../../../shared/ui/skeleton/skeleton';
import { useRegistrationSetup, type RegistrationFlow } from '../api/registration-setup.api';
import type { RegistrationResult } from '../api/registration-submit.api';
import { useWelcomeBonuses } from '../api/welcome-bonuses.api';
import { FieldsLoader } from './fields-loader';
import { RegistrationBanner } from './registration-banner';
import { RegistrationPayments } from './registration-payments';
import type { RegistrationDoneArgs } from './registration-done-modal';
import { RegistrationTabs, tabPanelId } from './registration-tabs';
import styles from './registration.module.css';

interface RegistrationViewProps {
  flow: RegistrationFlow;
  /** The pop-up over the page, or the form embedded in a page (the widget). */
  variant: 'popup' | 'widget';
  /** Called once the player is registered (the pop-up closes; the success screen opens as its own modal). */
  onFinished?: () => void;
}

/**
 * Registration (REG-01): the types as tabs (the first is the default), the banner, the chosen type's form,
 * and the success screen. The address's `bonus` code goes to the welcome offers and the submit (REG-30).
 */
export function RegistrationView({ flow, variant, onFinished }: RegistrationViewProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const config = useSiteConfig();
  const [searchParams] = useSearchParams();
  const bonusCode = searchParams.get('bonus');
  const openModal = useModalStore((state) => state.openModal);
  const setup = useRegistrationSetup(flow);
  const welcome = useWelcomeBonuses(bonusCode);
  const [chosen, setChosen] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [bonusChoice, setBonusChoice] = useState('');
  useEffect(() => trackEvent(REGISTRATION_EVENT.OPENED, { s2: variant }), [variant]);

  const data = setup.data?.data ?? null;
  const types = setup.data?.types.length
    ? setup.data.types
    : setup.isError
      ? [...config.registration.types]
      : [];
  const type = chosen && types.includes(chosen) ? chosen : types[0];
  const welcomeBonuses = welcome.data?.length ? welcome.data : (data?.bonuses ?? []);
  const chosenCode = welcomeBonuses.find((bonus) => String(bonus.attributes.id) === bonusChoice)?.attributes
    .bonusCode;

  const onRegistered = (registered: RegistrationResult) => {
    onFinished?.();
    // One-click shows its password once; the other types go on to the configured route at once (REG-38).
    const target = registered.redirectTo ?? config.registration.redirectAfterRegistration;
    if (!registered.password && !registered.activationSent && target) {
      navigate(target);
      return;
    }
    trackEvent(REGISTRATION_EVENT.DONE_SHOWN, { s1: type ?? '' });
    openModal('registrationDone', { result: registered, data } satisfies RegistrationDoneArgs);
  };

  return (
    <div className={styles.view} data-variant={variant}>
      {data ? <RegistrationBanner data={data} bonusCode={chosenCode || bonusCode} /> : null}
      <div className={styles.main}>
        {variant === 'widget' && data?.additionalConfig.showBackButton ? (
          <button type="button" className={styles.back} onClick={() => navigate(-1)}>
            <Icon name="chevronStart" size={16} className={styles.backIcon} />
            {t('page.actions.back')}
          </button>
        ) : null}
        {setup.isPending ? (
          <div className={styles.tabs} aria-hidden="true">
            <Skeleton height={40} />
          </div>
        ) : (
          <RegistrationTabs
            types={types}
            tabs={data?.tabs}
            value={type ?? ''}
            disabled={submitting}
            onChange={(next) => {
              setChosen(next);
              trackEvent(REGISTRATION_EVENT.TYPE_CHOSEN, { s1: next });
            }}
          />
        )}
        {type ? (
          <div
            {...(types.length > 1
              ? { role: 'tabpanel', id: tabPanelId(type), 'aria-labelledby': `registration-tab-${type}` }
              : {})}
            className={styles.panel}
          >
            <FieldsLoader
              key={type}
              type={type}
              data={data}
              welcomeBonuses={welcomeBonuses}
              bonusCode={bonusCode}
              bonusChoice={bonusChoice}
              onBonusChoice={(kind) => {
                setBonusChoice(kind);
                trackEvent(REGISTRATION_EVENT.BONUS_CHOSEN, { s1: type, s2: kind });
              }}
              isPage={variant === 'widget'}
              onSubmittingChange={setSubmitting}
              onRegistered={onRegistered}
            />
          </div>
        ) : setup.isError ? null : (
          <p className="visually-hidden">{t('common.loading')}</p>
        )}
        <Button
          variant="secondary"
          size="m"
          onClick={() => {
            trackEvent(REGISTRATION_EVENT.PAY_AND_PLAY, { s1: type ?? '' });
            openModal('payAndPlay', undefined, { over: true });
          }}
          disabled={submitting}
        >
          {t('payments.payAndPlay.open')}
        </Button>
        <RegistrationPayments limit={config.registration.paymentsShown} />
      </div>
    </div>
  );
}
