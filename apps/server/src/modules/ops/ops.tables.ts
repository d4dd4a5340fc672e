import type { Generated } from 'kysely';

export interface OpsAuditTable {
  id: Generated<bigint>;
  at: Date;
  method: string;
  path: string;
  status: number;
  ip: string | null;
  body: unknown;
}

export interface OpsTables {
  ops_audit: OpsAuditTable;
}
