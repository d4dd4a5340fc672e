import type { Kysely, Selectable } from 'kysely';
import type { Partner } from '@sportsbook/core/site-config/partner.schema';
import type { SiteConfigPatch } from '@sportsbook/core/site-config/site-config-patch.schema';
import type { Database } from '../../db/database';
import type { SiteConfigLayersTable } from './site-config.tables';

export type LayerRow = Selectable<SiteConfigLayersTable>;

export interface LayerKey {
  readonly partnerId: number;
  readonly countryIso: string | null;
  readonly language: string | null;
}

const partnerColumns = ['id', 'name', 'domain', 'ref_id as refId', 'group_id as groupId'] as const;

/** The only place with the SQL of partners and configuration layers. */
export class SiteConfigRepository {
  constructor(private readonly db: Kysely<Database>) {}

  findPartner(id: number): Promise<Partner | undefined> {
    return this.db.selectFrom('partners').select(partnerColumns).where('id', '=', id).executeTakeFirst();
  }

  listPartners(): Promise<Partner[]> {
    return this.db.selectFrom('partners').select(partnerColumns).orderBy('id').execute();
  }

  /** Creates the partner, or updates it; `onlyIfMissing` leaves an existing one alone (start-up seeding). */
  async upsertPartner(partner: Partner, at: Date, onlyIfMissing = false): Promise<void> {
    await this.db
      .insertInto('partners')
      .values({
        id: partner.id,
        name: partner.name,
        domain: partner.domain,
        ref_id: partner.refId,
        group_id: partner.groupId,
        created_at: at,
        updated_at: at,
      })
      .onConflict((oc) =>
        onlyIfMissing
          ? oc.column('id').doNothing()
          : oc.column('id').doUpdateSet((eb) => ({
              name: eb.ref('excluded.name'),
              domain: eb.ref('excluded.domain'),
              ref_id: eb.ref('excluded.ref_id'),
              group_id: eb.ref('excluded.group_id'),
              updated_at: eb.ref('excluded.updated_at'),
            })),
      )
      .execute();
  }

  listLayers(partnerId?: number): Promise<LayerRow[]> {
    let query = this.db.selectFrom('site_config_layers').selectAll();
    if (partnerId !== undefined) query = query.where('partner_id', '=', partnerId);
    return query.orderBy('partner_id').orderBy('id').execute();
  }

  /** Replaces the patch of the layer with this key, or creates it; `onlyIfMissing` keeps an existing one. */
  async upsertLayer(
    key: LayerKey,
    patch: SiteConfigPatch,
    actor: string | null,
    at: Date,
    onlyIfMissing = false,
  ): Promise<LayerRow | undefined> {
    return this.db
      .insertInto('site_config_layers')
      .values({
        partner_id: key.partnerId,
        country_iso: key.countryIso,
        language: key.language,
        patch: JSON.stringify(patch),
        updated_at: at,
        updated_by: actor,
      })
      .onConflict((oc) => {
        const target = oc.columns(['partner_id', 'country_iso', 'language']);
        return onlyIfMissing
          ? target.doNothing()
          : target.doUpdateSet((eb) => ({
              patch: eb.ref('excluded.patch'),
              updated_at: eb.ref('excluded.updated_at'),
              updated_by: eb.ref('excluded.updated_by'),
            }));
      })
      .returningAll()
      .executeTakeFirst();
  }

  async deleteLayer(id: number): Promise<boolean> {
    const result = await this.db.deleteFrom('site_config_layers').where('id', '=', id).executeTakeFirst();
    return result.numDeletedRows > 0n;
  }
}
