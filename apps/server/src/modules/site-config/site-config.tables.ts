import type { ColumnType, Generated } from 'kysely';
import type { SiteConfigPatch } from '@sportsbook/core/site-config/site-config-patch.schema';

export interface PartnersTable {
  id: number;
  name: string;
  domain: string;
  ref_id: number;
  group_id: number;
  created_at: Date;
  updated_at: Date;
}

export interface SiteConfigLayersTable {
  id: Generated<number>;
  partner_id: number;
  /** Upper-case ISO alpha-2; null applies to every country. */
  country_iso: string | null;
  /** Lower-case ISO 639-1; null applies to every language. */
  language: string | null;
  /** jsonb: written as JSON text, read back parsed. */
  patch: ColumnType<SiteConfigPatch, string, string>;
  updated_at: Date;
  updated_by: string | null;
}

export interface SiteConfigTables {
  partners: PartnersTable;
  site_config_layers: SiteConfigLayersTable;
}
