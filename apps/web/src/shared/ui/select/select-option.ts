/**
 * A select option as the server sends it (spec section 3, REG-24): id or value, name or title, and the
 * extras some lists carry (countries: Alpha2, phone_code, code; currencies: symbol, account_length).
 */
export interface RawSelectOption {
  readonly id?: string | number;
  readonly value?: string | number;
  readonly name?: string;
  readonly title?: string;
  readonly Alpha2?: string;
  readonly phone_code?: string | number;
  readonly code?: string;
  readonly ico?: string;
  readonly country_id?: number;
  readonly account_length?: number;
  readonly aliases?: readonly string[];
  readonly selected?: boolean;
  readonly symbol?: string;
}

/** The same option in the one shape the controls use. */
export interface SelectOption {
  readonly value: string;
  readonly label: string;
  /** The ISO code shown beside the name and searched with it (Alpha2, else code). */
  readonly iso?: string;
  readonly icon?: string;
  readonly raw: RawSelectOption;
}

export function toSelectOption(raw: RawSelectOption): SelectOption {
  const value = String(raw.id ?? raw.value ?? '');
  return {
    value,
    label: raw.name ?? raw.title ?? value,
    iso: raw.Alpha2 ?? raw.code,
    icon: raw.ico,
    raw,
  };
}

/** The descriptor's `search_keys` name fields of the raw option; `name` and `iso` mean label and ISO code. */
function searchTexts(option: SelectOption, keys: readonly string[] | undefined): string[] {
  if (!keys || keys.length === 0) return [option.label, option.iso ?? ''];
  return keys.flatMap((key) => {
    if (key === 'name' || key === 'title') return [option.label];
    if (key === 'iso') return [option.iso ?? ''];
    const value = (option.raw as Record<string, unknown>)[key];
    return Array.isArray(value) ? value.map(String) : value === undefined ? [] : [String(value)];
  });
}

/**
 * Options whose name or ISO code (or the descriptor's search keys) contain the query as an exact substring,
 * letter case aside (UI-14). An empty query keeps every option.
 */
export function filterOptions(
  options: readonly SelectOption[],
  query: string,
  searchKeys?: readonly string[],
): SelectOption[] {
  const needle = query.trim().toLocaleLowerCase();
  if (!needle) return [...options];
  return options.filter((option) =>
    searchTexts(option, searchKeys).some((text) => text.toLocaleLowerCase().includes(needle)),
  );
}
