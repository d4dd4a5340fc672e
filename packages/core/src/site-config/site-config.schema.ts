import { z } from 'zod';
import {
  authSectionSchema,
  captchaSectionSchema,
  licenceSectionSchema,
  registrationSectionSchema,
  responsibleSectionSchema,
} from './account-sections.schema';
import { bettingSectionSchema, couponSectionSchema } from './betting-section.schema';
import {
  customizeSectionSchema,
  dictionarySectionSchema,
  globalEventSectionSchema,
  iframeSectionSchema,
  informationSectionSchema,
  officeSectionSchema,
  promoSectionSchema,
} from './content-sections.schema';
import { cyberSectionSchema } from './cyber-section.schema';
import { geoSectionSchema } from './geo-section.schema';
import { globalSectionSchema } from './global-section.schema';
import { footerSectionSchema, headerSectionSchema } from './layout-sections.schema';
import { otherSectionSchema } from './other-section.schema';
import {
  bannerWidgetsSectionSchema,
  bringAFriendSectionSchema,
  casinoSectionSchema,
  thirdPartySectionSchema,
  totoSectionSchema,
} from './placeholder-sections.schema';
import {
  applicationSectionSchema,
  booleanSectionSchema,
  modulesSectionSchema,
} from './product-sections.schema';
import { supportSectionSchema } from './support-section.schema';

/** Every section of the site configuration (spec section 3), in the spec's order. */
export const siteConfigShape = {
  global: globalSectionSchema,
  betting: bettingSectionSchema,
  support: supportSectionSchema,
  coupon: couponSectionSchema,
  cyber: cyberSectionSchema,
  application: applicationSectionSchema,
  modules: modulesSectionSchema,
  toto: totoSectionSchema,
  iframe: iframeSectionSchema,
  footer: footerSectionSchema,
  header: headerSectionSchema,
  auth: authSectionSchema,
  registration: registrationSectionSchema,
  globalEvent: globalEventSectionSchema,
  dictionary: dictionarySectionSchema,
  customize: customizeSectionSchema,
  captcha: captchaSectionSchema,
  responsible: responsibleSectionSchema,
  licence: licenceSectionSchema,
  other: otherSectionSchema,
  boolean: booleanSectionSchema,
  bannerWidgets: bannerWidgetsSectionSchema,
  office: officeSectionSchema,
  promo: promoSectionSchema,
  information: informationSectionSchema,
  bringAFriend: bringAFriendSectionSchema,
  thirdParty: thirdPartySectionSchema,
  casino: casinoSectionSchema,
  geo: geoSectionSchema,
};

/**
 * The whole configuration as served. Unknown keys are dropped here; operator patches are checked strictly
 * (site-config-patch.schema.ts) so a misspelt key is refused rather than lost.
 */
export const siteConfigSchema = z.object(siteConfigShape).superRefine((config, ctx) => {
  const offered = new Set(config.other.languages.map((l) => l.code));
  if (!offered.has(config.other.mainLanguage)) {
    ctx.addIssue({
      code: 'custom',
      path: ['other', 'mainLanguage'],
      message: 'must be one of other.languages',
    });
  }
  config.other.languageOrder.forEach((code, i) => {
    if (!offered.has(code)) {
      ctx.addIssue({
        code: 'custom',
        path: ['other', 'languageOrder', i],
        message: 'must be one of other.languages',
      });
    }
  });
});
export type SiteConfig = z.infer<typeof siteConfigSchema>;
