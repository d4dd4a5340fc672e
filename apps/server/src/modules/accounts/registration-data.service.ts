import { registrationTabIcon } from '@sportsbook/core/registration/registration-types';
import type { ResolvedSiteConfig } from '@sportsbook/core/site-config/resolve-site-config';
import { countryIdFromIso } from '@sportsbook/core/reference/reference-ids';
import type { SiteConfigService } from '../site-config/site-config.service';
import type { AccountsConfig } from './accounts-config';
import type { Market } from './market';
import { welcomeBonusItems } from './welcome-bonuses';

/** Registration tabs, banner, bonuses and minimum ages (REG-03, REG-05, REG-35). */
export class RegistrationDataService {
  constructor(
    private readonly config: AccountsConfig,
    private readonly siteConfig: () => SiteConfigService,
  ) {}

  private site(market: Market): Promise<ResolvedSiteConfig> {
    return this.siteConfig().resolve({
      partnerId: market.partnerId,
      country: market.country,
      language: market.language,
    });
  }

  /**
   * The configured types in order. Phone registration is offered only in the countries that allow it
   * (spec section 6), when the request's country is known.
   */
  async types(market: Market): Promise<string[]> {
    const site = await this.site(market);
    const known = site.derived.geoCountryId !== null;
    return site.registration.types.filter(
      (type) => type !== 'phone_reg' || !known || site.derived.phoneRegistration,
    );
  }

  async data(market: Market, options: { isWidget: boolean; section?: string }) {
    const [config, site, types] = await Promise.all([
      this.config.get(market.partnerId, 'registration'),
      this.site(market),
      this.types(market),
    ]);
    const minAgesByCountry = Object.fromEntries(
      Object.entries(site.geo.minimumAge.byCountry).map(([iso, age]) => [String(countryIdFromIso(iso)), age]),
    );
    const banner = options.section
      ? (config.bannersBySection[options.section] ?? config.banner)
      : config.banner;
    return {
      hasFirstDeposit: config.hasFirstDeposit,
      percentFirstDeposit: config.percentFirstDeposit,
      minAgesInCountries: site.derived.minimumAge,
      minAgesByCountry,
      bonusAmount: config.bonusAmount,
      // The widget variant has no room for the left banner.
      additionalConfig: options.isWidget
        ? { ...config.additionalConfig, showLeftBanner: false }
        : config.additionalConfig,
      tabs: types.map((type) => ({
        caption: `reg_tab_${type}`,
        value: type,
        icon: registrationTabIcon(type),
      })),
      ...(!options.isWidget && { banner }),
      bonuses: site.registration.welcomeBonusChoice ? welcomeBonusItems(config) : [],
      bannerTextByBonusCode: config.bannerTextByBonusCode,
    };
  }

  async welcomeBonuses(market: Market, bonusCode?: string) {
    return welcomeBonusItems(await this.config.get(market.partnerId, 'registration'), bonusCode);
  }

  /** The minimum age in a country (spec section 5: 0 when the configuration's value is not a number). */
  async minimumAge(market: Market): Promise<number> {
    const age = Number((await this.site(market)).derived.minimumAge);
    return Number.isFinite(age) ? age : 0;
  }
}
