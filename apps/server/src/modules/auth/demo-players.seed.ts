import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import type { AuthService } from './auth.service';

/** Documented in README.md; seeded only outside production (SEED_DEMO). */
export const DEMO_PLAYERS = [
  { email: 'demo@sportsbook.local', phone: '77010000001', password: 'DemoPass-2026', name: 'Demo Player' },
  { email: 'vip@sportsbook.local', phone: '77010000002', password: 'DemoPass-2026', name: 'Vip Player' },
] as const;

export async function seedDemoPlayers(auth: AuthService, db: Kysely<Database>): Promise<void> {
  for (const player of DEMO_PLAYERS) {
    const exists = await db
      .selectFrom('users')
      .select('id')
      .where('email', '=', player.email)
      .executeTakeFirst();
    // Demo accounts are ready to play: nothing to confirm, no reminders.
    if (!exists) await auth.createUser({ ...player, language: 'en', emailConfirmedAt: new Date() });
  }
}
