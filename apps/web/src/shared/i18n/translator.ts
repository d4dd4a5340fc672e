/** Values a text may interpolate (`{{name}}`), with `count` also choosing the plural form. */
export type TOptions = Readonly<Record<string, unknown>> & {
  readonly count?: number;
  readonly defaultValue?: string;
};

export type TFunction = (key: string, options?: TOptions) => string;

type Dictionary = Record<string, string>;

const PLACEHOLDER = /\{\{\s*([^}\s]+)\s*\}\}/g;

/**
 * The site's texts: flat dictionaries per language (`header.nav.sports` is one key), the language shown, and
 * English as the fallback. Plural forms are keys with the suffix Intl.PluralRules gives (`_one`, `_few`,
 * `_many`, `_other`; `_zero` first for a count of 0), as translators write them. Small on purpose: it is part
 * of every first load.
 */
export class Translator {
  private readonly dictionaries = new Map<string, Dictionary>();
  private readonly pluralRules = new Map<string, Intl.PluralRules>();
  private readonly listeners = new Set<() => void>();
  private revision = 0;

  constructor(
    public language: string,
    private readonly fallback: string,
    private readonly onMissing: (key: string) => void,
  ) {}

  /** Adds (over)writing keys of a language's dictionary. */
  addResources(language: string, map: Readonly<Dictionary>): void {
    this.dictionaries.set(language, { ...this.dictionaries.get(language), ...map });
    this.changed();
  }

  changeLanguage(language: string): void {
    if (language === this.language) return;
    this.language = language;
    this.changed();
  }

  exists(key: string): boolean {
    return this.chain(this.language).some((language) => this.dictionaries.get(language)?.[key] !== undefined);
  }

  t: TFunction = (key, options) => this.translate(this.language, key, options);

  private current: { readonly revision: number; readonly t: TFunction } | null = null;

  /** `t` of the shown language, a new function after every change, so memoised texts know to recompute. */
  currentT(): TFunction {
    if (this.current?.revision !== this.revision) {
      const language = this.language;
      this.current = { revision: this.revision, t: (key, options) => this.translate(language, key, options) };
    }
    return this.current.t;
  }

  /** `t` in one language whatever the shown language becomes. */
  fixedT(language: string): TFunction {
    return (key, options) => this.translate(language, key, options);
  }

  /** Called after every change of language or texts; returns the unsubscribe. */
  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Grows with every change, so a view can tell its texts are stale. */
  getRevision = (): number => this.revision;

  private changed(): void {
    this.revision += 1;
    for (const listener of this.listeners) listener();
  }

  private chain(language: string): string[] {
    return language === this.fallback ? [language] : [language, this.fallback];
  }

  private translate(language: string, key: string, options?: TOptions): string {
    const text = this.find(language, key, options?.count);
    if (text === undefined) {
      this.onMissing(key);
      return options?.defaultValue ?? key;
    }
    return options ? interpolate(text, options) : text;
  }

  private find(language: string, key: string, count: number | undefined): string | undefined {
    for (const code of this.chain(language)) {
      const dictionary = this.dictionaries.get(code);
      if (!dictionary) continue;
      const keys =
        typeof count === 'number'
          ? [...(count === 0 ? [`${key}_zero`] : []), `${key}_${this.plural(code, count)}`, key]
          : [key];
      const found = keys.map((candidate) => dictionary[candidate]).find((text) => text !== undefined);
      if (found !== undefined) return found;
    }
    return undefined;
  }

  private plural(language: string, count: number): Intl.LDMLPluralRule {
    let rules = this.pluralRules.get(language);
    if (!rules) {
      rules = new Intl.PluralRules(language);
      this.pluralRules.set(language, rules);
    }
    return rules.select(count);
  }
}

/** A value passed as undefined prints as nothing; a placeholder no value was passed for stays as written. */
function interpolate(text: string, values: TOptions): string {
  return text.replace(PLACEHOLDER, (match, name: string) => {
    if (!Object.prototype.hasOwnProperty.call(values, name)) return match;
    const value = values[name];
    return value === undefined || value === null ? '' : String(value);
  });
}
