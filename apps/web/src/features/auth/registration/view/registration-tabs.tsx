import { useTranslation } from '../../../../shared/i18n/use-translation';
import { registrationTabIcon } from '@sportsbook/core/registration/registration-types';
import { useConfigText } from '../../../../shared/i18n/use-config-text';
import { ExtraIcon, type ExtraIconName } from '../../../../shared/ui/icon/extra-icon';
import type { RegistrationData } from '../api/registration-setup.api';
import styles from './registration.module.css';

/** Tab icon names (REG-04) and the icons drawing them; an unknown name gets full-reg's. */
const TAB_ICONS: Readonly<Record<string, ExtraIconName>> = {
  'fast-reg': 'bolt',
  'phone-reg': 'send',
  'full-reg': 'mail',
  'short-reg': 'mail',
  google: 'google',
};

/** Our captions for the spec's type names; the registration data's tabs may name others. */
const TAB_CAPTIONS: readonly { type: string; labelKey: string }[] = [
  { type: 'fast_reg', labelKey: 'registration.tab.fast_reg' },
  { type: 'phone_reg', labelKey: 'registration.tab.phone_reg' },
  { type: 'full_reg', labelKey: 'registration.tab.full_reg' },
  { type: 'soc_reg', labelKey: 'registration.tab.soc_reg' },
  { type: 'short_reg', labelKey: 'registration.tab.short_reg' },
  { type: 'short_reg_v1', labelKey: 'registration.tab.short_reg' },
  { type: 'full_reg_v1', labelKey: 'registration.tab.full_reg' },
];

/** soc_reg shows the social-login icon; a type named google, Google's. */
export const tabIconOf = (type: string): ExtraIconName =>
  type === 'soc_reg' ? 'social' : (TAB_ICONS[registrationTabIcon(type)] ?? 'mail');

export const tabPanelId = (type: string) => `registration-panel-${type}`;

interface RegistrationTabsProps {
  types: readonly string[];
  tabs: RegistrationData['tabs'] | undefined;
  value: string;
  /** While a registration is being sent the type cannot change (REG-11). */
  disabled: boolean;
  onChange: (type: string) => void;
}

/** One tab per registration type (REG-02, REG-03), with the type's icon (REG-04). */
export function RegistrationTabs({ types, tabs, value, disabled, onChange }: RegistrationTabsProps) {
  const { t } = useTranslation();
  const text = useConfigText();
  const captionOf = (type: string) => {
    const configured = tabs?.find((tab) => tab.value === type)?.caption;
    const ours = TAB_CAPTIONS.find((caption) => caption.type === type)?.labelKey;
    return (configured && text(configured)) || (ours ? t(ours) : type);
  };
  if (types.length < 2) return null;
  return (
    <div className={styles.tabs} role="tablist" aria-label={t('registration.tabs')}>
      {types.map((type) => (
        <button
          key={type}
          type="button"
          role="tab"
          id={`registration-tab-${type}`}
          aria-selected={type === value}
          aria-controls={tabPanelId(type)}
          className={styles.tab}
          disabled={disabled && type !== value}
          onClick={() => onChange(type)}
        >
          <ExtraIcon name={tabIconOf(type)} size={18} />
          <span>{captionOf(type)}</span>
        </button>
      ))}
    </div>
  );
}
