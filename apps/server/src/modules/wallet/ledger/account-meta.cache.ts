import type { AccountMeta } from './ledger.repository';

/**
 * Account metadata by id. Only fields that never change are kept, and ids are never reused (identity sequences do
 * not roll back), so an entry can never be stale. Bounded: the oldest entries go first.
 */
export class AccountMetaCache {
  private readonly entries = new Map<number, AccountMeta>();

  constructor(private readonly capacity = 100_000) {}

  get(id: number): AccountMeta | undefined {
    return this.entries.get(id);
  }

  add(meta: AccountMeta): void {
    if (this.entries.size >= this.capacity && !this.entries.has(meta.id)) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.set(meta.id, meta);
  }
}
