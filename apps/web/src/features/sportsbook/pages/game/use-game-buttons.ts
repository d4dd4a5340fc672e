import { useSiteConfig } from '../../../../shared/site-config/site-config.api';

/**
 * Whether the game's favourite star and subscription bell are shown (SPT-26): a site may drop either from the
 * phone layout of the game page and from its game info modal; wider screens always keep both.
 */
export function useGameButtons(phone: boolean): { favourite: boolean; bell: boolean } {
  const flags = useSiteConfig().boolean;
  return {
    favourite: !(phone && flags.mobileGameFavoriteButtonHidden),
    bell: !(phone && flags.mobileGameNotificationButtonHidden),
  };
}
