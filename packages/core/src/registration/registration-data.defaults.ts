import { BONUS_KIND } from '../constants/bonus.constants';
import type { RegistrationDataConfig } from './registration-data.schema';

/** Used until the operator stores registration data for a partner. */
export const REGISTRATION_DATA_DEFAULTS: RegistrationDataConfig = {
  hasFirstDeposit: true,
  percentFirstDeposit: 100,
  bonusAmount: 100,
  defaultCurrencyId: 840,
  banner: {
    image: '/registration/welcome.svg',
    alt: 'reg_banner_alt',
    title: 'reg_banner_title',
    text: 'reg_banner_text',
  },
  bannersBySection: {
    casino: {
      image: '/registration/welcome-casino.svg',
      alt: 'reg_banner_casino_alt',
      title: 'reg_banner_casino_title',
      text: 'reg_banner_casino_text',
    },
  },
  bannerTextByBonusCode: { SPORT100: 'reg_banner_text_sport100', CASINO150: 'reg_banner_text_casino150' },
  additionalConfig: {
    emailButtonText: 'reg_email_button',
    registrationRedirectText: 'reg_redirect_text',
    firstDepositText: 'reg_first_deposit_text',
    phoneButtonText: 'reg_phone_button',
    isLoginSavingNotificationVisible: true,
    rechargeButtonText: 'reg_recharge_button',
    saveLoginButtonDesign: 'primary',
    showDepositBanner: true,
    showBackButton: false,
    showLeftBanner: true,
    welcomeBonusDescription: 'reg_welcome_bonus_description',
    hiddenRegistrationFormLeftBanner: false,
  },
  welcomeBonuses: [
    {
      id: BONUS_KIND.sport,
      info: 'reg_bonus_sport_info',
      bonusCode: 'SPORT100',
      iconClass: 'bonus-sport',
      bannerText: 'reg_bonus_sport_banner',
      hasInfo: true,
    },
    {
      id: BONUS_KIND.casino,
      info: 'reg_bonus_casino_info',
      bonusCode: 'CASINO150',
      iconClass: 'bonus-casino',
      bannerText: 'reg_bonus_casino_banner',
      hasInfo: true,
    },
    {
      id: BONUS_KIND.cancel,
      info: 'reg_bonus_none',
      bonusCode: '',
      iconClass: 'bonus-cancel',
      bannerText: '',
      hasInfo: false,
    },
  ],
};
