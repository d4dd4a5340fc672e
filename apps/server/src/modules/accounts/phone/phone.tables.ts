import type { Generated } from 'kysely';

export interface PhoneChangesTable {
  user_id: number;
  new_phone: string;
  code_checked_at: Date | null;
  answer_attempts: Generated<number>;
  created_at: Date;
  expires_at: Date;
}

export interface PhoneTables {
  phone_changes: PhoneChangesTable;
}
