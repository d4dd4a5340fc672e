import { useId } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { BONUS_KIND } from '@sportsbook/core/constants/bonus.constants';
import type { WelcomeBonusItem } from '@sportsbook/core/registration/registration-data.schema';
import { useConfigText } from '../../i18n/use-config-text';
import { ExtraIcon } from '../../ui/icon/extra-icon';
import { Icon } from '../../ui/icon/icon';
import { asText, type FieldProps } from './field-props';
import { useFormEnvironment } from './form-environment';
import styles from './fields.module.css';

interface WelcomeBonusChoiceProps {
  bonuses: readonly WelcomeBonusItem[];
  /** The chosen bonus kind (-1 none, 0 sport, 1 casino) as text, '' before a choice. */
  value: string;
  onChange: (value: string) => void;
  name: string;
  /** The operator's words about the offers (additionalConfig's welcome bonus description). */
  description?: string;
}

function BonusIcon({ bonus }: { bonus: WelcomeBonusItem }) {
  if (bonus.isCancel) return <ExtraIcon name="cancel" size={22} />;
  return <Icon name={bonus.attributes.id === BONUS_KIND.casino ? 'casino' : 'sports'} size={22} />;
}

/** The welcome bonus choice (REG-32): none, sport or casino, as cards with the offer's text. */
export function WelcomeBonusChoice({ bonuses, value, onChange, name, description }: WelcomeBonusChoiceProps) {
  const { t } = useTranslation();
  const text = useConfigText();
  const titleId = useId();
  const titleOf = (bonus: WelcomeBonusItem) =>
    bonus.isCancel
      ? t('registration.bonus.none')
      : bonus.attributes.id === BONUS_KIND.casino
        ? t('registration.bonus.casino')
        : t('registration.bonus.sport');
  return (
    <div className={styles.bonuses}>
      <p id={titleId} className={styles.bonusesTitle}>
        {t('registration.bonus.title')}
      </p>
      {description ? <p className={styles.bonusesText}>{description}</p> : null}
      <div role="radiogroup" aria-labelledby={titleId} className={styles.bonusCards}>
        {bonuses.map((bonus) => {
          const kind = String(bonus.attributes.id);
          return (
            <label key={bonus.id} className={styles.bonusCard} data-kind={bonus.iconClass}>
              <input
                type="radio"
                name={name}
                value={kind}
                className={styles.bonusInput}
                checked={value === kind}
                onChange={() => onChange(kind)}
              />
              <span className={styles.bonusIcon}>
                <BonusIcon bonus={bonus} />
              </span>
              <span className={styles.bonusTitle}>{titleOf(bonus)}</span>
              {bonus.hasInfo ? <span className={styles.bonusInfo}>{text(bonus.attributes.info)}</span> : null}
            </label>
          );
        })}
      </div>
    </div>
  );
}

/** The first_deposit_bonus_choice field draws the same cards from the welcome offers. */
export function BonusChoiceField({ field, value, onChange }: FieldProps) {
  const { welcomeBonuses, welcomeBonusDescription } = useFormEnvironment();
  if (welcomeBonuses.length === 0) return null;
  return (
    <WelcomeBonusChoice
      bonuses={welcomeBonuses}
      description={welcomeBonusDescription}
      name={field.id}
      value={asText(value)}
      onChange={onChange}
    />
  );
}
