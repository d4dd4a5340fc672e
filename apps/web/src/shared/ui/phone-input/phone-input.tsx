import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import {
  PHONE_COUNTRY_CODE_MAX_DIGITS,
  PHONE_COUNTRY_CODE_PLACEHOLDER,
} from '@sportsbook/core/constants/phone.constants';
import type { PhoneValue } from '@sportsbook/core/validation/phone.rule';
import {
  acceptPhoneDigits,
  formatPhoneDigits,
  maskOf,
  resolveTypedCode,
  sanitisePhoneCode,
  toPhoneValue,
  type PhoneCodeChoice,
  type PhoneCountry,
  type PhoneMask,
} from '../../phone/phone-country';
import { describedBy, FieldFrame } from '../field/field-frame';
import { PickerButton, PickerList } from './country-code-picker';
import styles from './phone-input.module.css';

/** A part as a field descriptor may set it: hidden, or shown but not usable. */
export interface PhonePartLook {
  hide?: boolean;
  disabled?: boolean;
}
/** The parts the descriptor can hide or disable (REG-14); the number input is the field itself. */
export type PhoneInputParts = Partial<Record<'button' | 'select' | 'input_code', PhonePartLook>>;

const isOff = (part: PhonePartLook | undefined) => Boolean(part?.hide || part?.disabled);

export interface PhoneInputProps {
  label: string;
  labelHidden?: boolean;
  value: PhoneValue | undefined;
  onChange: (value: PhoneValue) => void;
  countries: readonly PhoneCountry[];
  masks?: readonly PhoneMask[];
  /** Countries whose numbers are typed as plain digits (the global configuration's list). */
  unmaskedCountryIds?: readonly number[];
  /** The country shown before the player picks one; the first country otherwise. */
  defaultCountryId?: number;
  loading?: boolean;
  errors?: readonly string[];
  hint?: ReactNode;
  tooltip?: string;
  placeholder?: string;
  required?: boolean;
  disabled?: boolean;
  name?: string;
  parts?: PhoneInputParts;
}

function currentChoice(
  value: PhoneValue | undefined,
  countries: readonly PhoneCountry[],
  defaultCountryId?: number,
): PhoneCodeChoice {
  if (value?.phoneCode !== undefined && value.phoneCode !== '') {
    const country = countries.find((item) => item.id === value.countryId);
    return { country, phoneCode: value.phoneCode };
  }
  const country = countries.find((item) => item.id === defaultCountryId) ?? countries[0];
  return { country, phoneCode: country?.phoneCode ?? '' };
}

/**
 * A phone number with its country (REG-14): the parts `button` (country, angle), `select` (the list),
 * `input_code` (the calling code typed by hand) and `input` (the number in the country's mask).
 */
export function PhoneInput({
  label,
  labelHidden,
  value,
  onChange,
  countries,
  masks = [],
  unmaskedCountryIds = [],
  defaultCountryId,
  loading,
  errors = [],
  hint,
  tooltip,
  placeholder,
  required,
  disabled,
  name,
  parts = {},
}: PhoneInputProps) {
  const { t } = useTranslation();
  const id = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const numberRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const [openedBy, setOpenedBy] = useState<'button' | 'code' | null>(null);
  const [typedCode, setTypedCode] = useState<string | null>(null);
  const choice = currentChoice(value, countries, defaultCountryId);
  const maskFor = (next: PhoneCodeChoice) =>
    next.country && unmaskedCountryIds.includes(next.country.id)
      ? undefined
      : maskOf(masks, next.country?.id);
  const mask = maskFor(choice);
  const digits = value?.phoneNum ?? '';
  const invalid = errors.length > 0;
  // Without its list the button has nothing to open; a typed code still picks the country on its own.
  const listOff = isOff(parts.select);
  const code = typedCode ?? choice.phoneCode;

  const emit = (next: PhoneCodeChoice, phoneNum: string) => onChange(toPhoneValue(next, phoneNum));
  const switchTo = (next: PhoneCodeChoice) => emit(next, acceptPhoneDigits(digits, next, maskFor(next)));

  const close = () => {
    if (typedCode !== null) {
      const next = resolveTypedCode(countries, typedCode, choice, defaultCountryId);
      if (next !== choice) switchTo(next);
    }
    setTypedCode(null);
    setOpenedBy(null);
  };
  const closeRef = useRef(close);
  useEffect(() => {
    closeRef.current = close;
  });

  useEffect(() => {
    if (!openedBy) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) closeRef.current();
    };
    const onKeyDown = (event: KeyboardEvent) => event.key === 'Escape' && closeRef.current();
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [openedBy]);

  // A code typed before the country list arrived is kept bare; once the list is here it names its country.
  const unnamedCode = value?.phoneCode && value.countryId === undefined ? value.phoneCode : null;
  const switchToRef = useRef(switchTo);
  useEffect(() => {
    switchToRef.current = switchTo;
  });
  useEffect(() => {
    if (unnamedCode === null || countries.length === 0) return;
    const named = resolveTypedCode(countries, unnamedCode, { phoneCode: '' }, defaultCountryId);
    if (named.country) switchToRef.current(named);
  }, [unnamedCode, countries, defaultCountryId]);

  const onNumberChange = (text: string) => {
    let next = acceptPhoneDigits(text, choice, mask);
    // Deleting a bracket or dash of the mask removes no digit: take the digit before it instead.
    if (next === digits && text.length < formatPhoneDigits(digits, mask).length) next = digits.slice(0, -1);
    emit(choice, next);
  };

  return (
    <FieldFrame
      id={id}
      label={label}
      labelHidden={labelHidden}
      errors={errors}
      hint={hint}
      tooltip={tooltip}
      required={required}
    >
      <div ref={rootRef} className={styles.root} role="group" aria-labelledby={`${id}-label`}>
        <div className={`${styles.row} ${invalid ? styles.invalid : ''}`} dir="ltr">
          {parts.button?.hide ? null : (
            <PickerButton
              id={`${id}-country`}
              country={choice.country}
              open={openedBy !== null}
              single={countries.length <= 1}
              disabled={disabled || parts.button?.disabled || listOff}
              onToggle={() => (openedBy ? close() : setOpenedBy('button'))}
            />
          )}
          <span className={styles.code}>
            <span aria-hidden="true">+</span>
            {parts.input_code?.hide ? (
              <span>{code}</span>
            ) : (
              <input
                className={styles.codeInput}
                type="text"
                inputMode="numeric"
                autoComplete="tel-country-code"
                aria-label={t('ui.phone.code')}
                placeholder={PHONE_COUNTRY_CODE_PLACEHOLDER}
                maxLength={PHONE_COUNTRY_CODE_MAX_DIGITS}
                disabled={disabled || parts.input_code?.disabled}
                value={code}
                onChange={(event) => {
                  setTypedCode(sanitisePhoneCode(event.target.value));
                  if (countries.length > 1 && !listOff) setOpenedBy('code');
                }}
                onBlur={(event) => {
                  if (!rootRef.current?.contains(event.relatedTarget as Node | null)) close();
                }}
              />
            )}
          </span>
          <input
            ref={numberRef}
            id={id}
            name={name}
            className={styles.number}
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            placeholder={placeholder ?? mask?.Mask.replace(/[#X]/g, '0')}
            disabled={disabled}
            aria-required={required || undefined}
            aria-invalid={invalid || undefined}
            aria-describedby={describedBy(id, errors, hint)}
            value={formatPhoneDigits(digits, mask)}
            onFocus={() => (openedBy === 'code' || typedCode !== null) && close()}
            onChange={(event) => onNumberChange(event.target.value)}
          />
        </div>
        {openedBy ? (
          <div ref={listRef}>
            <PickerList
              countries={countries}
              country={choice.country}
              typedCode={openedBy === 'code' ? typedCode : null}
              loading={loading}
              focusSearch={openedBy === 'button'}
              onPick={(country) => {
                setTypedCode(null);
                setOpenedBy(null);
                switchTo({ country, phoneCode: country.phoneCode });
                numberRef.current?.focus();
              }}
            />
          </div>
        ) : null}
      </div>
    </FieldFrame>
  );
}
