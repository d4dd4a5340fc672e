import type { ColumnType } from 'kysely';

export interface TwoFactorTable {
  user_id: number;
  /** AES-256-GCM under a key derived from the server secret (secret-box.ts). */
  secret_enc: string;
  enabled_at: Date | null;
  /** int8 reads back as bigint (platform parser); steps are written as numbers. */
  last_step: ColumnType<bigint | null, number | null, number | null>;
  created_at: Date;
}

export interface TwoFactorTables {
  two_factor: TwoFactorTable;
}
