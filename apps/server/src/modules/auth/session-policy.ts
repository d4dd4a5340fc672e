import type { SiteConfigService } from '../site-config/site-config.service';
import type { ReferenceService } from '../reference/reference.service';

/** What the site configuration says about a player's sessions. */
export interface SessionPolicy {
  /** Auto logoff after inactivity, when the licence enables it (spec section 9). */
  readonly idleTimeoutMs: number | null;
  /** The configured route after login (spec section 2), or null. */
  readonly redirectAfterLogin: string | null;
  readonly redirectAfterRegistration: string | null;
}

export interface SessionOwner {
  readonly partner_id: number;
  readonly country_id: number | null;
  readonly language: string;
}

const NO_POLICY: SessionPolicy = {
  idleTimeoutMs: null,
  redirectAfterLogin: null,
  redirectAfterRegistration: null,
};

/** The configuration of the player's partner and country decides; a missing partner configuration means none. */
export async function sessionPolicy(
  owner: SessionOwner,
  siteConfig: SiteConfigService,
  reference: ReferenceService,
): Promise<SessionPolicy> {
  const country = owner.country_id ? await reference.getCountryById(owner.country_id) : undefined;
  try {
    const config = await siteConfig.resolve({
      partnerId: owner.partner_id,
      country: country ? { id: country.id, iso2: country.iso2 } : null,
      language: owner.language,
    });
    return {
      idleTimeoutMs: config.licence.autoLogoffEnabled ? config.auth.autoLogoffMs : null,
      redirectAfterLogin: config.auth.redirectAfterLogin,
      redirectAfterRegistration: config.registration.redirectAfterRegistration,
    };
  } catch {
    return NO_POLICY;
  }
}
