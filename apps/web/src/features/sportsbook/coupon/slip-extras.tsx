import { useTranslation } from '../../../shared/i18n/use-translation';
import { useSiteConfig } from '../../../shared/site-config/site-config.api';
import { Checkbox } from '../../../shared/ui/checkbox/checkbox';
import { NumericInput } from '../../../shared/ui/numeric-input/numeric-input';
import { autoBetProblem, type SlipKind } from './bet-slip-rules';
import { useSlipSettings } from './bet-slip-settings.store';
import styles from './bet-slip-form.module.css';

/** Auto-bet targets are typed with the precision prices are quoted in. */
const PRICE_DECIMALS = 3;

/**
 * The slip's less used options: a promo code kept with the bet, and for a single (where the operator allows
 * it) an auto bet the server places once the price reaches the target the player sets above today's.
 */
export function SlipExtras({
  kind,
  quotedPrice,
  showErrors,
}: {
  kind: SlipKind;
  quotedPrice: number | undefined;
  showErrors: boolean;
}) {
  const { t } = useTranslation();
  const { betting } = useSiteConfig();
  const settings = useSlipSettings();
  const autoOffered = betting.autoBet && kind === 'single';
  const problem = settings.autoBet ? autoBetProblem(settings.autoBetCf, quotedPrice) : null;
  return (
    <div className={styles.extras}>
      <label className={styles.row}>
        <span>{t('coupon.promo.label')}</span>
        <input
          className={styles.codeInput}
          value={settings.promo}
          maxLength={40}
          autoComplete="off"
          spellCheck={false}
          placeholder={t('coupon.promo.placeholder')}
          onChange={(event) => settings.set({ promo: event.target.value })}
        />
      </label>
      {autoOffered ? (
        <div className={styles.stake}>
          <Checkbox checked={settings.autoBet} onChange={(autoBet) => settings.set({ autoBet })}>
            {t('coupon.autoBet.toggle')}
          </Checkbox>
          {settings.autoBet ? (
            <>
              <NumericInput
                label={t('coupon.autoBet.target')}
                placeholder={t('coupon.autoBet.target')}
                value={settings.autoBetCf}
                accuracy={PRICE_DECIMALS}
                unsigned
                maxLength={8}
                onChange={(autoBetCf) => settings.set({ autoBetCf })}
                aria-invalid={Boolean(showErrors && problem)}
              />
              <p className={styles.hint}>{t('coupon.autoBet.hint')}</p>
              {showErrors && problem ? (
                <p className={styles.error} role="alert">
                  {t(`coupon.autoBet.${problem}`, { price: quotedPrice?.toFixed(PRICE_DECIMALS) })}
                </p>
              ) : null}
            </>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
