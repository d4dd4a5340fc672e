import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import type { Clock } from '../../platform/clock';
import type { AuthService } from '../auth/auth.service';
import type { WalletService } from '../wallet/wallet.contract';
import type { ProfileRepository } from './profile.repository';
import type { CheckedRegistration } from './registration-checks';
import { isTicked, NOT_IN_PROFILE } from './registration-values';

export interface PlayerRecordsDeps {
  readonly auth: AuthService;
  readonly wallet: () => WalletService;
  readonly profiles: ProfileRepository;
  readonly clock: Clock;
}

export interface NewPlayer {
  readonly registration: CheckedRegistration;
  readonly passwordHash: string;
  readonly type: string;
  readonly partnerId: number;
  readonly language: string;
  readonly values: Record<string, unknown>;
  readonly bonusCode: string | null;
  readonly ip: string | null;
  readonly phoneConfirmed: boolean;
  readonly emailConfirmed: boolean;
}

/**
 * What every new player gets, whichever way they registered (a form, a social sign-in, a pay-and-play deposit):
 * the user, the main currency account (through the wallet), the profile with its settings and the welcome
 * message. Runs inside the caller's transaction, so a failure anywhere leaves nothing behind.
 */
export async function createPlayerRecords(
  deps: PlayerRecordsDeps,
  input: NewPlayer,
  trx: Kysely<Database>,
): Promise<{ userId: number; accountId: number }> {
  const { auth, profiles, clock } = deps;
  const { registration } = input;
  const at = clock.now();
  const userId = await auth.createUser(
    {
      email: registration.email,
      phone: registration.phone,
      passwordHash: input.passwordHash,
      name: registration.name,
      surname: registration.surname,
      countryId: registration.countryId,
      language: input.language,
      registrationType: input.type,
      partnerId: input.partnerId,
      phoneConfirmedAt: input.phoneConfirmed ? at : null,
      emailConfirmedAt: input.emailConfirmed ? at : null,
    },
    trx,
  );
  const { accountId } = await deps.wallet().openAccount({ userId, currencyId: registration.currencyId }, trx);
  const fields = Object.fromEntries(
    Object.entries(registration.visible).filter(([key]) => !NOT_IN_PROFILE.has(key)),
  );
  await profiles.insertProfile(
    {
      userId,
      fields,
      bonusChoice: registration.bonusChoice,
      bonusCode: input.bonusCode,
      ip: input.ip,
      at,
    },
    trx,
  );
  const mailing = {
    receive_news: isTicked(input.values.receive_news),
    receive_res: isTicked(input.values.receive_res),
  };
  await profiles.putSettings(userId, mailing, at, trx);
  await profiles.insertMessage(
    {
      userId,
      type: 'system',
      title: 'office.messages.welcome_title',
      body: 'office.messages.welcome_text',
      at,
    },
    trx,
  );
  return { userId, accountId };
}
