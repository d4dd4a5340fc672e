import { useMemo } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { countriesByCode, withPlus, type PhoneCountry } from '../../phone/phone-country';
import { Icon } from '../icon/icon';
import { SelectList } from '../select-list/select-list';
import { toSelectOption, type SelectOption } from '../select/select-option';
import styles from './phone-input.module.css';

/** Search keys of the country list: name, ISO code and the calling code's digits. */
const SEARCH_KEYS = ['name', 'iso', 'phone_code'];

function countryOption(country: PhoneCountry): SelectOption {
  return toSelectOption({
    id: country.id,
    name: country.name,
    Alpha2: country.code.toUpperCase(),
    phone_code: country.phoneCode,
  });
}

interface PickerButtonProps {
  id: string;
  country?: PhoneCountry;
  open: boolean;
  /** One country or none: nothing to pick, so no angle icon and no list (UI-19). */
  single: boolean;
  disabled?: boolean;
  onToggle: () => void;
}

/** The phone field's `button` part: the chosen country, and the angle that opens the list. */
export function PickerButton({ id, country, open, single, disabled, onToggle }: PickerButtonProps) {
  const { t } = useTranslation();
  return (
    <button
      id={id}
      type="button"
      className={styles.button}
      aria-haspopup="listbox"
      aria-expanded={open}
      aria-label={t('ui.phone.country', { country: country?.name ?? t('ui.phone.noCountry') })}
      disabled={disabled || single}
      onClick={onToggle}
    >
      <span className={styles.iso}>{country ? country.code.toUpperCase() : '+'}</span>
      {single ? null : (
        <Icon name="chevronDown" size={14} className={open ? styles.chevronOpen : styles.chevron} />
      )}
    </button>
  );
}

interface PickerListProps {
  countries: readonly PhoneCountry[];
  country?: PhoneCountry;
  /** Digits typed into the code field: the list shows the countries whose code contains them (UI-22). */
  typedCode: string | null;
  loading?: boolean;
  /** Opened from the button: its search field takes the focus (UI-18). */
  focusSearch: boolean;
  onPick: (country: PhoneCountry) => void;
}

/** The phone field's `select` part: the countries with their calling codes. */
export function PickerList({ countries, country, typedCode, loading, focusSearch, onPick }: PickerListProps) {
  const { t } = useTranslation();
  const options = useMemo(
    () => (typedCode ? countriesByCode(countries, typedCode) : countries).map(countryOption),
    [countries, typedCode],
  );
  return (
    <div className={styles.panel}>
      <SelectList
        label={t('ui.phone.countries')}
        options={options}
        selected={country ? [String(country.id)] : []}
        searchKeys={SEARCH_KEYS}
        loading={loading}
        autoFocusSearch={focusSearch}
        onPick={(option) => {
          const picked = countries.find((item) => String(item.id) === option.value);
          if (picked) onPick(picked);
        }}
        renderOption={(option) => (
          <>
            <span className={styles.optionIso}>{option.iso}</span>
            <span className={styles.optionName}>{option.label}</span>
            <span className={styles.optionCode} dir="ltr">
              {withPlus(String(option.raw.phone_code ?? ''))}
            </span>
          </>
        )}
      />
    </div>
  );
}
