import type { Country, Currency, Language, Locale } from '@sportsbook/core/reference/reference.schema';
import type { Bus } from '../../platform/bus/bus';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/http/app-error';
import { serviceKey } from '../../platform/service-registry';
import { toCountry, toCurrency, toLanguage, toLocale } from './reference.mappers';
import type {
  CountryRow,
  CurrencyChanges,
  CurrencyRow,
  LanguageRow,
  LocaleRow,
  ReferenceRepository,
} from './reference.repository';

export interface ReferenceService {
  /** Every country, named in `lang` and sorted by that name. */
  getCountries(lang?: string): Promise<Country[]>;
  getCountryByIso(iso2: string, lang?: string): Promise<Country | undefined>;
  getCountryById(id: number, lang?: string): Promise<Country | undefined>;
  /** Currencies by code; hidden ones only when asked for (the operator's view). */
  getCurrencies(options?: { lang?: string; includeHidden?: boolean }): Promise<Currency[]>;
  getCurrency(code: string, lang?: string): Promise<Currency | undefined>;
  updateCurrency(code: string, changes: CurrencyChanges, actor: string): Promise<Currency>;
  languages(lang?: string): Promise<Language[]>;
  locales(lang?: string): Promise<Locale[]>;
}

export const REFERENCE_SERVICE = serviceKey<ReferenceService>('reference');
/** Published after an operator edit so every server process drops its cached copy. */
export const REFERENCE_CHANGED_CHANNEL = 'reference.changed';

interface Snapshot {
  readonly countries: CountryRow[];
  readonly countriesByIso: Map<string, CountryRow>;
  readonly countriesById: Map<number, CountryRow>;
  readonly currencies: CurrencyRow[];
  readonly currenciesByCode: Map<string, CurrencyRow>;
  readonly languages: LanguageRow[];
  readonly locales: LocaleRow[];
}

async function loadSnapshot(repository: ReferenceRepository): Promise<Snapshot> {
  const [countries, currencies, languages, locales] = await Promise.all([
    repository.countries(),
    repository.currencies(),
    repository.languages(),
    repository.locales(),
  ]);
  return {
    countries,
    countriesByIso: new Map(countries.map((c) => [c.iso2, c])),
    countriesById: new Map(countries.map((c) => [c.id, c])),
    currencies,
    currenciesByCode: new Map(currencies.map((c) => [c.code, c])),
    languages,
    locales,
  };
}

/** The rows change only by operator edits, so they are read once and kept until the bus says otherwise. */
export class CachedReferenceService implements ReferenceService {
  private snapshot: Promise<Snapshot> | null = null;

  constructor(
    private readonly repository: ReferenceRepository,
    private readonly bus: Bus,
    private readonly clock: Clock,
  ) {}

  invalidate(): void {
    this.snapshot = null;
  }

  private rows(): Promise<Snapshot> {
    if (!this.snapshot) {
      const loading = loadSnapshot(this.repository);
      this.snapshot = loading;
      loading.catch(() => {
        if (this.snapshot === loading) this.snapshot = null;
      });
    }
    return this.snapshot;
  }

  async getCountries(lang?: string): Promise<Country[]> {
    const collator = new Intl.Collator(lang ?? 'en');
    const countries = (await this.rows()).countries.map((row) => toCountry(row, lang));
    return countries.sort((a, b) => collator.compare(a.name, b.name));
  }

  async getCountryByIso(iso2: string, lang?: string): Promise<Country | undefined> {
    const row = (await this.rows()).countriesByIso.get(iso2.toUpperCase());
    return row && toCountry(row, lang);
  }

  async getCountryById(id: number, lang?: string): Promise<Country | undefined> {
    const row = (await this.rows()).countriesById.get(id);
    return row && toCountry(row, lang);
  }

  async getCurrencies(options: { lang?: string; includeHidden?: boolean } = {}): Promise<Currency[]> {
    const rows = (await this.rows()).currencies.filter((row) => options.includeHidden || !row.hide);
    return rows.map((row) => toCurrency(row, options.lang));
  }

  async getCurrency(code: string, lang?: string): Promise<Currency | undefined> {
    const row = (await this.rows()).currenciesByCode.get(code.toUpperCase());
    return row && toCurrency(row, lang);
  }

  async updateCurrency(code: string, changes: CurrencyChanges, actor: string): Promise<Currency> {
    const current = await this.repository.findCurrency(code.toUpperCase());
    if (!current) throw new AppError('NOT_FOUND', `Unknown currency ${code}`);
    const hide = changes.hide ?? current.hide;
    const coefficient = changes.coefficient === undefined ? current.coefficient : changes.coefficient;
    const minBet = changes.minBetMinor ?? current.min_bet_minor;
    // A shown currency needs a rate to convert with and a minimum stake; the table's check enforces it too.
    if (!hide && (coefficient === null || minBet === null)) {
      throw AppError.validation(
        { [coefficient === null ? 'coefficient' : 'minBetMinor']: ['required'] },
        'A shown currency needs a coefficient and a minimum bet',
      );
    }
    const updated = await this.repository.updateCurrency(current.code, changes, actor, this.clock.now());
    if (!updated) throw new AppError('NOT_FOUND', `Unknown currency ${code}`);
    this.invalidate();
    await this.bus.publish(REFERENCE_CHANGED_CHANNEL, { currency: updated.code });
    return toCurrency(updated);
  }

  async languages(lang?: string): Promise<Language[]> {
    return (await this.rows()).languages.map((row) => toLanguage(row, lang));
  }

  async locales(lang?: string): Promise<Locale[]> {
    return (await this.rows()).locales.map((row) => toLocale(row, lang));
  }
}
