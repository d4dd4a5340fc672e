import type { Currency } from '@sportsbook/core/reference/reference.schema';
import type { ReferenceService } from '../reference/reference.service';

/**
 * The currencies as money needs them (code, decimals, shown or hidden), in memory. Wallet code looks them up
 * inside transactions, where asking the reference service could wait for the one PGlite session the transaction
 * itself holds; so they are loaded at start and again whenever the reference data changes.
 */
export class CurrencyBook {
  private byId = new Map<number, Currency>();
  private byCode = new Map<string, Currency>();

  constructor(private readonly reference: ReferenceService) {}

  async load(): Promise<void> {
    const currencies = await this.reference.getCurrencies({ includeHidden: true });
    this.byId = new Map(currencies.map((c) => [c.id, c]));
    this.byCode = new Map(currencies.map((c) => [c.code, c]));
  }

  all(): Currency[] {
    return [...this.byId.values()];
  }

  findById(id: number): Currency | undefined {
    return this.byId.get(id);
  }

  findByCode(code: string): Currency | undefined {
    return this.byCode.get(code);
  }
}
