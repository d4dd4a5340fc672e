import type { Currency } from '@sportsbook/core/reference/reference.schema';
import type { ResolvedSiteConfig } from '@sportsbook/core/site-config/resolve-site-config';
import type { AuthUser } from '../../../platform/auth/auth-user';
import type { Clock } from '../../../platform/clock';
import { ExpiringMap } from '../../../platform/expiring-map';
import type { AuthService } from '../../auth/auth.service';
import type { ReferenceService } from '../../reference/reference.service';
import type { SiteConfigService } from '../../site-config/site-config.service';
import type { AccountRef, WalletService } from '../../wallet/wallet.contract';
import { refuse } from '../betting-refusal';

/** Who is betting and under which rules: the player's account, currency and configuration. */
export interface PlayerContext {
  readonly userId: number;
  readonly partnerId: number;
  readonly countryIso: string | null;
  readonly language: string;
  readonly account: AccountRef;
  readonly currency: Currency;
  readonly config: ResolvedSiteConfig;
}

/** The coupon's rules for someone who may not be logged in (UpdateCoupon, GetCoupon, SaveCoupon). */
export interface CouponContext {
  readonly partnerId: number;
  readonly countryIso: string | null;
  readonly language: string;
  readonly currency: Currency | null;
  readonly config: ResolvedSiteConfig;
  readonly player: PlayerContext | null;
}

interface Profile {
  readonly partnerId: number;
  readonly countryId: number | null;
}

/** A player's partner and country change rarely (an operator edit); a minute old is fresh enough for limits. */
const PROFILE_TTL_MS = 60_000;
/** A player who bets again within this uses the active account read for the last bet (checked as it is written). */
const ACCOUNT_TTL_MS = 300_000;
const DEFAULT_PARTNER = 1;
const DEFAULT_CURRENCY = 'USD';

/**
 * Where a context's active account comes from: read now, or as read within ACCOUNT_TTL_MS, for a caller that
 * checks it again where it counts (bet_place does, in the statement that writes the bet).
 */
export type AccountFreshness = 'read' | 'cached';

export class PlayerContexts {
  private readonly profiles: ExpiringMap<number, Profile>;
  private readonly accounts: ExpiringMap<number, AccountRef>;

  constructor(
    private readonly deps: {
      readonly auth: AuthService;
      readonly wallet: WalletService;
      readonly reference: ReferenceService;
      readonly siteConfig: SiteConfigService;
      readonly clock: Clock;
    },
  ) {
    this.profiles = new ExpiringMap(deps.clock, PROFILE_TTL_MS);
    this.accounts = new ExpiringMap(deps.clock, ACCOUNT_TTL_MS);
  }

  /**
   * The player's context, or a refusal 152 (no active currency account). A request's player brings their
   * partner and country from the session lookup; a player named by id alone (a queued order, a live delay)
   * has them looked up.
   */
  async player(
    user: Pick<AuthUser, 'id' | 'language'> & Partial<Pick<AuthUser, 'partnerId' | 'countryId'>>,
    language?: string,
    freshness: AccountFreshness = 'read',
  ): Promise<PlayerContext> {
    const known =
      user.partnerId === undefined ? null : { partnerId: user.partnerId, countryId: user.countryId ?? null };
    const [profile, account] = await Promise.all([
      known ?? this.profile(user.id),
      (freshness === 'cached' && this.accounts.get(user.id)) || this.activeAccount(user.id),
    ]);
    if (!account) throw refuse('playerMayNotBet', 'The player has no active currency account');
    const currency = await this.deps.reference.getCurrency(account.currency);
    if (!currency) throw refuse('playerMayNotBet', 'The account currency is not offered');
    const country =
      profile.countryId === null ? undefined : await this.deps.reference.getCountryById(profile.countryId);
    const lang = language || user.language;
    const config = await this.config(profile.partnerId, country ?? null, lang);
    return {
      userId: user.id,
      partnerId: profile.partnerId,
      countryIso: country?.iso2 ?? null,
      language: config.derived.language,
      account,
      currency,
      config,
    };
  }

  /** A currency by code (a bet keeps the currency it was placed in, whatever the active account is now). */
  async currency(code: string): Promise<Currency | undefined> {
    return this.deps.reference.getCurrency(code);
  }

  /** A guest's or a player's coupon context: the player's own when logged in, else from the request. */
  async coupon(
    user: AuthUser | null,
    request: {
      partner?: number | undefined;
      country?: number | undefined;
      currency?: number | undefined;
      lng?: string | undefined;
    },
  ): Promise<CouponContext> {
    if (user) {
      const player = await this.player(user, request.lng).catch(() => null);
      if (player) return { ...player, player };
    }
    const country =
      request.country === undefined ? undefined : await this.deps.reference.getCountryById(request.country);
    const partnerId = request.partner ?? DEFAULT_PARTNER;
    const config = await this.config(partnerId, country ?? null, request.lng ?? 'en');
    const currencies = await this.deps.reference.getCurrencies();
    const currency =
      currencies.find((c) => c.id === request.currency) ??
      currencies.find((c) => c.code === DEFAULT_CURRENCY) ??
      null;
    return {
      partnerId,
      countryIso: country?.iso2 ?? null,
      language: config.derived.language,
      currency,
      config,
      player: null,
    };
  }

  private config(partnerId: number, country: { id: number; iso2: string } | null, language: string) {
    return this.deps.siteConfig.resolve({
      partnerId,
      country: country && { id: country.id, iso2: country.iso2 },
      language,
    });
  }

  /** Forgets the active account kept for the player (a bet found it is no longer the active one). */
  forgetAccount(userId: number): void {
    this.accounts.delete(userId);
  }

  private async activeAccount(userId: number): Promise<AccountRef | null> {
    const account = await this.deps.wallet.activeAccount(userId);
    if (account) this.accounts.set(userId, account);
    else this.accounts.delete(userId);
    return account;
  }

  private async profile(userId: number): Promise<Profile> {
    const cached = this.profiles.get(userId);
    if (cached) return cached;
    const row = await this.deps.auth.findUser(userId);
    if (!row) throw refuse('playerMayNotBet', 'No such player');
    const profile = { partnerId: row.partner_id, countryId: row.country_id };
    this.profiles.set(userId, profile);
    return profile;
  }
}
