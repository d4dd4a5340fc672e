import type { Kysely, Selectable } from 'kysely';
import type { StoredField } from '@sportsbook/core/registration/field-set.schema';
import type { Database } from '../../db/database';
import type { RegistrationFieldSetsTable } from './accounts.tables';
import type { RegionSeed } from './geo-regions.data';

export type FieldSetRow = Selectable<RegistrationFieldSetsTable>;

/** The SQL of field sets, regions and cities, and the accounts configuration documents. */
export class RegistrationRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Inserts the default sets and the region lists where missing; operator edits are left alone. */
  async seed(
    fieldSets: Record<string, StoredField[]>,
    regions: readonly RegionSeed[],
    at: Date,
  ): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('registration_field_sets')
        .values(
          Object.entries(fieldSets).map(([type, fields]) => ({
            reg_type: type,
            partner_id: null,
            country_iso: null,
            fields: JSON.stringify(fields),
            updated_at: at,
            updated_by: 'seed',
          })),
        )
        .onConflict((oc) => oc.columns(['reg_type', 'partner_id', 'country_iso']).doNothing())
        .execute();
      await trx
        .insertInto('geo_regions')
        .values(
          regions.map((r) => ({
            id: r.id,
            country_id: r.countryId,
            names: JSON.stringify(r.names),
            position: r.position,
          })),
        )
        .onConflict((oc) => oc.column('id').doNothing())
        .execute();
      await trx
        .insertInto('geo_cities')
        .values(
          regions.flatMap((r) =>
            r.cities.map((c) => ({
              id: c.id,
              region_id: r.id,
              names: JSON.stringify(c.names),
              position: c.position,
            })),
          ),
        )
        .onConflict((oc) => oc.column('id').doNothing())
        .execute();
    });
  }

  /** The sets of a type that could apply to a partner and a country (and the catch-all ones). */
  candidateFieldSets(type: string, partnerId: number, countryIso: string | null): Promise<FieldSetRow[]> {
    return this.db
      .selectFrom('registration_field_sets')
      .selectAll()
      .where('reg_type', '=', type)
      .where((eb) => eb.or([eb('partner_id', 'is', null), eb('partner_id', '=', partnerId)]))
      .where((eb) =>
        eb.or([eb('country_iso', 'is', null), ...(countryIso ? [eb('country_iso', '=', countryIso)] : [])]),
      )
      .execute();
  }

  listFieldSets(type?: string): Promise<FieldSetRow[]> {
    let query = this.db.selectFrom('registration_field_sets').selectAll().orderBy('reg_type').orderBy('id');
    if (type) query = query.where('reg_type', '=', type);
    return query.execute();
  }

  putFieldSet(
    set: { type: string; partnerId: number | null; countryIso: string | null; fields: StoredField[] },
    at: Date,
    actor: string,
  ): Promise<FieldSetRow> {
    const fields = JSON.stringify(set.fields);
    return this.db
      .insertInto('registration_field_sets')
      .values({
        reg_type: set.type,
        partner_id: set.partnerId,
        country_iso: set.countryIso,
        fields,
        updated_at: at,
        updated_by: actor,
      })
      .onConflict((oc) =>
        oc
          .columns(['reg_type', 'partner_id', 'country_iso'])
          .doUpdateSet({ fields, updated_at: at, updated_by: actor }),
      )
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  async deleteFieldSet(id: number): Promise<boolean> {
    const result = await this.db
      .deleteFrom('registration_field_sets')
      .where('id', '=', id)
      .executeTakeFirst();
    return result.numDeletedRows > 0n;
  }

  regions(countryId: number) {
    return this.db
      .selectFrom('geo_regions')
      .select(['id', 'names'])
      .where('country_id', '=', countryId)
      .orderBy('position')
      .execute();
  }

  cities(regionId: number) {
    return this.db
      .selectFrom('geo_cities')
      .select(['id', 'names'])
      .where('region_id', '=', regionId)
      .orderBy('position')
      .execute();
  }

  async regionExists(regionId: number, countryId: number): Promise<boolean> {
    const row = await this.db
      .selectFrom('geo_regions')
      .select('id')
      .where('id', '=', regionId)
      .where('country_id', '=', countryId)
      .executeTakeFirst();
    return row !== undefined;
  }

  async cityExists(cityId: number, regionId: number): Promise<boolean> {
    const row = await this.db
      .selectFrom('geo_cities')
      .select('id')
      .where('id', '=', cityId)
      .where('region_id', '=', regionId)
      .executeTakeFirst();
    return row !== undefined;
  }

  async config(partnerId: number, key: string): Promise<unknown> {
    const row = await this.db
      .selectFrom('accounts_config')
      .select('value')
      .where('partner_id', '=', partnerId)
      .where('key', '=', key)
      .executeTakeFirst();
    return row?.value;
  }

  async putConfig(partnerId: number, key: string, value: unknown, at: Date, actor: string): Promise<void> {
    const json = JSON.stringify(value);
    await this.db
      .insertInto('accounts_config')
      .values({ partner_id: partnerId, key, value: json, updated_at: at, updated_by: actor })
      .onConflict((oc) =>
        oc.columns(['partner_id', 'key']).doUpdateSet({ value: json, updated_at: at, updated_by: actor }),
      )
      .execute();
  }
}
