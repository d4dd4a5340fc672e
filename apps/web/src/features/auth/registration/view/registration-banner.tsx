import { useTranslation } from '../../../../shared/i18n/use-translation';
import { useConfigText } from '../../../../shared/i18n/use-config-text';
import { ExtraIcon } from '../../../../shared/ui/icon/extra-icon';
import type { RegistrationData } from '../api/registration-setup.api';
import styles from './registration.module.css';

interface RegistrationBannerProps {
  data: RegistrationData;
  /** The bonus code of the address or of the chosen offer: it picks the banner text (REG-06). */
  bonusCode: string | null;
}

/** The welcome banner beside the form (REG-05, REG-07): title, text, and the first-deposit offer. */
export function RegistrationBanner({ data, bonusCode }: RegistrationBannerProps) {
  const { t } = useTranslation();
  const text = useConfigText();
  const banner = data.banner;
  const config = data.additionalConfig;
  if (!banner || !config.showLeftBanner || config.hiddenRegistrationFormLeftBanner) return null;
  const byCode = bonusCode ? data.bannerTextByBonusCode[bonusCode] : undefined;
  const amount = { percent: data.percentFirstDeposit, amount: data.bonusAmount };
  return (
    <aside
      className={styles.banner}
      style={{ backgroundImage: `url("${banner.image}")` }}
      aria-label={text(banner.alt) || t('registration.banner')}
    >
      <span className={styles.bannerBadge}>
        <ExtraIcon name="gift" size={22} />
      </span>
      <h3 className={styles.bannerTitle}>{text(banner.title)}</h3>
      <p className={styles.bannerText}>{text(byCode ?? banner.text, amount)}</p>
      {data.hasFirstDeposit && config.showDepositBanner ? (
        <p className={styles.bannerOffer}>
          <strong className={styles.bannerPercent} dir="ltr">
            {t('registration.firstDeposit.percent', amount)}
          </strong>
          <span>{text(config.firstDepositText, amount)}</span>
        </p>
      ) : null}
    </aside>
  );
}
