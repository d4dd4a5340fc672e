import { DEFAULT_PARTNER_ID } from '@sportsbook/core/constants/defaults.constants';
import type { Partner } from '@sportsbook/core/site-config/partner.schema';
import type { SiteConfigPatch } from '@sportsbook/core/site-config/site-config-patch.schema';
import type { SiteConfigRepository } from './site-config.repository';

/** Partner 1 is the default of every request (spec section 9), so it exists on every start, not only demos. */
export const MAIN_PARTNER: Partner = {
  id: DEFAULT_PARTNER_ID,
  name: 'Sportsbook',
  domain: 'localhost',
  refId: 1,
  groupId: 0,
};

export async function ensureMainPartner(repository: SiteConfigRepository, at: Date): Promise<void> {
  await repository.upsertPartner(MAIN_PARTNER, at, true);
}

/** A second brand that looks different at a glance: its name, a light orange theme and the puzzle captcha. */
export const DEMO_PARTNER: Partner = {
  id: 2,
  name: 'Demo Bet',
  domain: 'demo.localhost',
  refId: 77,
  groupId: 5,
};

const DEMO_LAYERS: { partnerId: number; countryIso: string | null; patch: SiteConfigPatch }[] = [
  {
    partnerId: DEMO_PARTNER.id,
    countryIso: null,
    patch: {
      global: { name: 'Demo Bet', legalCompanyName: 'Demo Bet Ltd', gamesName: 'Demo Bet Games' },
      customize: {
        defaultTheme: 'light',
        colors: { accent: '#f26b1d', accentText: '#ffffff', header: '#ffffff', headerText: '#1a1f2b' },
      },
      captcha: { captcha_type: 'puzzle' },
      support: { consultantColors: { accent: '#f26b1d' } },
    },
  },
  // Kazakhstan: betting from 21, VIP bets allowed, Russian listed first.
  {
    partnerId: MAIN_PARTNER.id,
    countryIso: 'KZ',
    patch: {
      geo: { minimumAge: { default: 21 }, vipBetAllowed: { default: true } },
      other: { languageOrder: ['ru', 'en', 'ar'] },
    },
  },
  // Turkey: online casino is not licensed there, so the casino areas are off, and so are VIP bets.
  {
    partnerId: MAIN_PARTNER.id,
    countryIso: 'TR',
    patch: {
      modules: { casino: false, liveCasino: false },
      geo: { vipBetAllowed: { default: false } },
    },
  },
];

/** Demo content: leaves layers the operator already edited alone. */
export async function seedDemoSiteConfig(repository: SiteConfigRepository, at: Date): Promise<void> {
  await repository.upsertPartner(DEMO_PARTNER, at, true);
  for (const layer of DEMO_LAYERS) {
    await repository.upsertLayer({ ...layer, language: null }, layer.patch, 'seed', at, true);
  }
}
