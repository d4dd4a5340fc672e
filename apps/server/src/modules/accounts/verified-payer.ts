import type { Kysely } from 'kysely';
import { ageOn, readMinimumAge } from '@sportsbook/core/registration/age';
import type { Database } from '../../db/database';
import type { AuthService } from '../auth/auth.service';
import type { ReferenceService } from '../reference/reference.service';
import type { SiteConfigService } from '../site-config/site-config.service';
import type { NewPayerAccount, PayerRefusal, VerifiedPayer } from './accounts.service';
import { createPlayerRecords, type PlayerRecordsDeps } from './player-records';
import { generatePassword } from './registration-values';

type PayerMarket = NewPayerAccount['market'];

/**
 * Players whose identity a payment provider's bank verified (pay and play, PAY-15): the registration's rules
 * (a known country, the country's minimum age, an e-mail nobody uses) applied to what the bank passed on, then
 * the same records as any registration. The player gets a random password; the password reset replaces it.
 */
export class VerifiedPayerRegistration {
  constructor(
    private readonly deps: Omit<PlayerRecordsDeps, 'auth'> & {
      readonly auth: () => AuthService;
      readonly reference: () => ReferenceService;
      readonly siteConfig: () => SiteConfigService;
    },
  ) {}

  /** Why this payer may not have an account, or the country to open it in. Reads outside any transaction. */
  async check(
    payer: VerifiedPayer,
    market: PayerMarket,
  ): Promise<{ refusal: PayerRefusal } | { countryId: number }> {
    const refused = (refusal: PayerRefusal) => ({ refusal });
    const country = await this.deps.reference().getCountryByIso(payer.countryIso);
    if (!country) return refused('unknown_country');
    const site = await this.deps.siteConfig().resolve({
      partnerId: market.partnerId,
      country: { id: country.id, iso2: country.iso2 },
      language: market.language,
    });
    const age = ageOn(payer.birthDate, this.deps.clock.now());
    if (age === undefined || age < readMinimumAge(site.derived.minimumAge)) return refused('underage');
    const taken = await this.deps.auth().repository.takenIdentities({ email: payer.email.toLowerCase() });
    return taken.email ? refused('email_taken') : { countryId: country.id };
  }

  /** A password hash for `create`: hashing is slow, so it is done before the caller's transaction. */
  passwordHash(): Promise<string> {
    return this.deps.auth().hasher.hash(generatePassword());
  }

  /** Creates the player inside the caller's transaction, once `check` found no refusal. */
  async create(
    input: NewPayerAccount,
    trx: Kysely<Database>,
  ): Promise<{ userId: number; accountId: number }> {
    const auth = this.deps.auth();
    const { payer } = input;
    const created = await createPlayerRecords(
      { ...this.deps, auth },
      {
        registration: {
          email: payer.email.toLowerCase(),
          phone: null,
          name: payer.firstName,
          surname: payer.lastName,
          countryId: input.countryId,
          currencyId: input.currencyId,
          bonusChoice: null,
          visible: { date_birthday: payer.birthDate },
        },
        passwordHash: input.passwordHash,
        type: 'pay_and_play',
        partnerId: input.market.partnerId,
        language: input.market.language,
        values: {},
        bonusCode: null,
        ip: input.ip,
        phoneConfirmed: false,
        emailConfirmed: false,
      },
      trx,
    );
    await auth.events.record('register', { userId: created.userId, detail: { type: 'pay_and_play' } }, trx);
    return created;
  }
}
