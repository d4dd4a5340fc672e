import { BONUS_KIND } from '@sportsbook/core/constants/bonus.constants';
import type {
  RegistrationDataConfig,
  WelcomeBonusItem,
  WelcomeOffer,
} from '@sportsbook/core/registration/registration-data.schema';

function toItem(offer: WelcomeOffer, bonusCode: string, bannerText: string): WelcomeBonusItem {
  return {
    id: String(offer.id),
    type: 'welcome-bonus',
    attributes: {
      id: offer.id,
      info: offer.info,
      bonusCode,
      payload: { bonusCode, baner_info: { bannerText } },
    },
    iconClass: offer.iconClass,
    isCancel: offer.id === BONUS_KIND.cancel,
    hasInfo: offer.hasInfo,
  };
}

/**
 * The welcome offers (REG-31, REG-32). A bonus code from the address that names an offer narrows the choice
 * to that offer (and "none"). A campaign code listed in bannerTextByBonusCode applies to every offer, with
 * its banner text (REG-06). Banner texts come from bannerTextByBonusCode first, then the offer.
 */
export function welcomeBonusItems(config: RegistrationDataConfig, bonusCode?: string): WelcomeBonusItem[] {
  const code = bonusCode?.trim().toUpperCase();
  const chosen = code
    ? config.welcomeBonuses.find((offer) => offer.bonusCode.toUpperCase() === code)
    : undefined;
  const offers = chosen
    ? config.welcomeBonuses.filter((offer) => offer === chosen || offer.id === BONUS_KIND.cancel)
    : config.welcomeBonuses;
  const campaign =
    code && !chosen
      ? Object.entries(config.bannerTextByBonusCode).find(([key]) => key.toUpperCase() === code)
      : undefined;
  return offers.map((offer) => {
    if (campaign && offer.id !== BONUS_KIND.cancel) return toItem(offer, campaign[0], campaign[1]);
    return toItem(offer, offer.bonusCode, config.bannerTextByBonusCode[offer.bonusCode] ?? offer.bannerText);
  });
}
