import { useState } from 'react';
import { useTranslation } from '../../../../shared/i18n/use-translation';
import { Button } from '../../../../shared/ui/button/button';
import { Checkbox } from '../../../../shared/ui/checkbox/checkbox';
import { NumericInput } from '../../../../shared/ui/numeric-input/numeric-input';
import { useSlipSettings } from '../bet-slip-settings.store';
import { STAKE_INPUT } from '../stake-input';
import { useOneClickSetting, useSaveOneClick } from './one-click.api';
import styles from './one-click-panel.module.css';

/**
 * One-click betting in the coupon: switched on with a stake (kept by the server in the active currency, with
 * the slip's odds-change policy), every price clicked is placed at once; switched off, prices go to the slip.
 */
export function OneClickPanel() {
  const { t } = useTranslation();
  const setting = useOneClickSetting();
  const save = useSaveOneClick();
  const checkCf = useSlipSettings((state) => state.checkCf);
  const [editing, setEditing] = useState(false);
  const [stake, setStake] = useState('');
  const enabled = setting.data?.enabled === true;
  const open = enabled || editing;

  const toggle = (on: boolean) => {
    if (on) {
      setEditing(true);
      return;
    }
    setEditing(false);
    if (enabled) save.mutate({ enabled: false });
  };
  const store = () =>
    save.mutate(
      { enabled: true, summ: stake, checkCf },
      {
        onSuccess: () => {
          setEditing(false);
          setStake('');
        },
      },
    );

  return (
    <div className={styles.panel}>
      <Checkbox checked={open} onChange={toggle}>
        {t('coupon.oneClick.toggle')}
      </Checkbox>
      {enabled && !editing ? (
        <p className={styles.stored}>
          <span>{t('coupon.oneClick.stake', { stake: setting.data?.summ })}</span>
          <button type="button" className={styles.change} onClick={() => setEditing(true)}>
            {t('coupon.oneClick.change')}
          </button>
        </p>
      ) : null}
      {editing ? (
        <div className={styles.form}>
          <NumericInput
            label={t('coupon.oneClick.stakeLabel')}
            placeholder={t('coupon.oneClick.stakeLabel')}
            value={stake}
            {...STAKE_INPUT}
            onChange={setStake}
            aria-invalid={save.isError}
          />
          <Button
            size="s"
            variant="primary"
            loading={save.isPending}
            disabled={!Number(stake)}
            onClick={store}
          >
            {t('coupon.oneClick.save')}
          </Button>
        </div>
      ) : null}
      {save.isError ? (
        <p className={styles.error} role="alert">
          {t('coupon.oneClick.invalid')}
        </p>
      ) : null}
      {open ? <p className={styles.hint}>{t('coupon.oneClick.hint')}</p> : null}
    </div>
  );
}
