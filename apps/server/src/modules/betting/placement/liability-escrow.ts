import type { Kysely } from 'kysely';
import type { Database } from '../../../db/database';
import type { Exposure } from './bet-rows';
import type { BetWriterRepository } from './bet-writer.repository';

/** A process takes a market's liability in shares of this fraction of its maximum. */
const SHARE_DIVISOR = 32n;

const keyOf = (market: Omit<Exposure, 'cents'>) => `${market.eventId}|${market.marketKey}`;

/**
 * Market liability without a hot row per bet. The database row of a market counts the liability granted to
 * the server processes, never above the market's maximum; each process takes it in shares (1/32 of the
 * maximum, or what one bet needs) and spends its share in memory on its bets. So the liability of accepted bets
 * never passes the maximum, and a popular market's row is written once per share instead of once per bet (a
 * row written in every bet's transaction would hold each bet behind the previous one's commit). A share a
 * process still holds when it stops is given back; one lost with a crashed process only lowers the room left.
 */
export class LiabilityEscrow {
  private readonly held = new Map<string, bigint>();
  private readonly granting = new Map<string, Promise<void>>();

  constructor(
    private readonly db: Kysely<Database>,
    private readonly writer: BetWriterRepository,
  ) {}

  /** Takes every market's liability of a bet, or none (false: a market has no room left for it). */
  async take(markets: readonly Exposure[], maxCents: bigint): Promise<boolean> {
    const taken: Exposure[] = [];
    for (const market of markets) {
      if (await this.takeOne(market, maxCents)) {
        taken.push(market);
        continue;
      }
      this.giveBack(taken);
      return false;
    }
    return true;
  }

  /** Liability taken for a bet that was not accepted after all: it goes back to this process's share. */
  giveBack(markets: readonly Exposure[]): void {
    for (const market of markets) {
      const key = keyOf(market);
      this.held.set(key, (this.held.get(key) ?? 0n) + market.cents);
    }
  }

  /** The liability left for a bet on this market: the market's room plus this process's share. */
  async room(market: Omit<Exposure, 'cents'>, maxCents: bigint): Promise<bigint> {
    const granted = await this.writer.exposure(this.db, market);
    return maxCents - granted + (this.held.get(keyOf(market)) ?? 0n);
  }

  /** Returns the unused shares to their markets (a process stopping). */
  async release(): Promise<void> {
    for (const [key, cents] of this.held) {
      const [eventId, marketKey] = [Number(key.split('|')[0]), key.slice(key.indexOf('|') + 1)];
      if (cents > 0n) await this.writer.ungrant(this.db, { eventId, marketKey, cents });
    }
    this.held.clear();
  }

  private async takeOne(market: Exposure, maxCents: bigint): Promise<boolean> {
    const key = keyOf(market);
    for (;;) {
      const held = this.held.get(key) ?? 0n;
      if (held >= market.cents) {
        this.held.set(key, held - market.cents);
        return true;
      }
      // One grant per market at a time in this process: the bets waiting for it share what it brings.
      const pending = this.granting.get(key);
      if (pending) {
        await pending;
        continue;
      }
      const grant = this.grant(key, market, market.cents - held, maxCents);
      this.granting.set(
        key,
        grant.then(() => undefined),
      );
      const granted = await grant.finally(() => this.granting.delete(key));
      if (!granted && (this.held.get(key) ?? 0n) < market.cents) return false;
    }
  }

  /** A share of the market (or just what is needed, near its maximum) added to this process's; false if none. */
  private async grant(key: string, market: Exposure, need: bigint, maxCents: bigint): Promise<boolean> {
    const share = maxCents / SHARE_DIVISOR > need ? maxCents / SHARE_DIVISOR : need;
    let granted = 0n;
    if (await this.writer.grant(this.db, { ...market, cents: share }, maxCents)) granted = share;
    else if (share > need && (await this.writer.grant(this.db, { ...market, cents: need }, maxCents)))
      granted = need;
    if (granted > 0n) this.held.set(key, (this.held.get(key) ?? 0n) + granted);
    return granted > 0n;
  }
}
