import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/database';
import type { CountrySeed } from './data/countries.data';
import type { CurrencySeed } from './data/currencies.data';
import type { LanguageSeed, LocaleSeed } from './data/languages.data';
import type {
  RefCountriesTable,
  RefCurrenciesTable,
  RefLanguagesTable,
  RefLocalesTable,
} from './reference.tables';

export type CountryRow = Selectable<RefCountriesTable>;
export type CurrencyRow = Selectable<RefCurrenciesTable>;
export type LanguageRow = Selectable<RefLanguagesTable>;
export type LocaleRow = Selectable<RefLocalesTable>;

export interface CurrencyChanges {
  readonly coefficient?: number | null;
  readonly minBetMinor?: number;
  readonly hide?: boolean;
}

/** The only place with the SQL of the reference tables. */
export class ReferenceRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /**
   * Inserts what is missing. Countries, languages and locales follow the packages (names may improve with an
   * upgrade; unchanged rows are not rewritten); currencies keep whatever the operator set, so existing rows
   * are left alone.
   */
  async seed(data: {
    countries: CountrySeed[];
    currencies: CurrencySeed[];
    languages: LanguageSeed[];
    locales: LocaleSeed[];
    at: Date;
  }): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('ref_countries')
        .values(
          data.countries.map((c) => ({
            id: c.id,
            iso2: c.iso2,
            iso3: c.iso3,
            numeric_code: c.numericCode,
            phone_code: c.phoneCode,
            names: JSON.stringify(c.names),
          })),
        )
        .onConflict((oc) =>
          oc
            .column('id')
            .doUpdateSet((eb) => ({
              names: eb.ref('excluded.names'),
              phone_code: eb.ref('excluded.phone_code'),
            }))
            .where((eb) =>
              eb.or([
                eb('ref_countries.names', 'is distinct from', eb.ref('excluded.names')),
                eb('ref_countries.phone_code', 'is distinct from', eb.ref('excluded.phone_code')),
              ]),
            ),
        )
        .execute();
      await trx
        .insertInto('ref_currencies')
        .values(
          data.currencies.map((c) => ({
            id: c.id,
            code: c.code,
            numeric_code: c.numericCode,
            symbol: c.symbol,
            decimals: c.decimals,
            is_crypto: c.isCrypto,
            names: JSON.stringify(c.names),
            coefficient: c.coefficient,
            min_bet_minor: c.minBetMinor === null ? null : BigInt(c.minBetMinor),
            hide: c.hide,
            updated_at: data.at,
            updated_by: null,
          })),
        )
        .onConflict((oc) => oc.column('id').doNothing())
        .execute();
      await trx
        .insertInto('ref_languages')
        .values(
          data.languages.map((l) => ({
            id: l.id,
            code: l.code,
            native_name: l.nativeName,
            rtl: l.rtl,
            names: JSON.stringify(l.names),
          })),
        )
        .onConflict((oc) =>
          oc
            .column('id')
            .doUpdateSet((eb) => ({ names: eb.ref('excluded.names') }))
            .where((eb) => eb('ref_languages.names', 'is distinct from', eb.ref('excluded.names'))),
        )
        .execute();
      await trx
        .insertInto('ref_locales')
        .values(
          data.locales.map((l) => ({
            id: l.id,
            code: l.code,
            language_code: l.languageCode,
            country_code: l.countryCode,
            names: JSON.stringify(l.names),
          })),
        )
        .onConflict((oc) =>
          oc
            .column('id')
            .doUpdateSet((eb) => ({ names: eb.ref('excluded.names') }))
            .where((eb) => eb('ref_locales.names', 'is distinct from', eb.ref('excluded.names'))),
        )
        .execute();
    });
  }

  countries(): Promise<CountryRow[]> {
    return this.db.selectFrom('ref_countries').selectAll().orderBy('id').execute();
  }

  currencies(): Promise<CurrencyRow[]> {
    return this.db.selectFrom('ref_currencies').selectAll().orderBy('code').execute();
  }

  languages(): Promise<LanguageRow[]> {
    return this.db.selectFrom('ref_languages').selectAll().orderBy('code').execute();
  }

  locales(): Promise<LocaleRow[]> {
    return this.db.selectFrom('ref_locales').selectAll().orderBy('code').execute();
  }

  async updateCurrency(
    code: string,
    changes: CurrencyChanges,
    actor: string,
    at: Date,
  ): Promise<CurrencyRow | undefined> {
    return this.db
      .updateTable('ref_currencies')
      .set({
        ...(changes.coefficient !== undefined ? { coefficient: changes.coefficient } : {}),
        ...(changes.minBetMinor !== undefined ? { min_bet_minor: BigInt(changes.minBetMinor) } : {}),
        ...(changes.hide !== undefined ? { hide: changes.hide } : {}),
        updated_at: at,
        updated_by: actor,
      })
      .where('code', '=', code)
      .returningAll()
      .executeTakeFirst();
  }

  findCurrency(code: string): Promise<CurrencyRow | undefined> {
    return this.db.selectFrom('ref_currencies').selectAll().where('code', '=', code).executeTakeFirst();
  }
}
