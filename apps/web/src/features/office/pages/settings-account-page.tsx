import { useTranslation } from '../../../shared/i18n/use-translation';
import type { UserSettings } from '@sportsbook/core/api/routes/account-area.routes';
import { applyCfview } from '../../../shared/odds/apply-cfview';
import { ODDS_FORMAT_OPTIONS } from '../../../shared/odds/odds-formats';
import { useSaveSetting, useUserSettings } from '../api/settings.api';
import { OfficeCard } from '../ui/office-card';
import { PageError, PageSkeleton } from '../ui/page-state';
import { ChoiceGroup, SettingToggle, useSavedNotice } from './setting-controls';
import styles from './pages.module.css';

type BooleanSetting = 'disable_auth_by_email' | 'one_click_bet' | 'hide_balance';

const TOGGLES: readonly { id: BooleanSetting; titleKey: string; textKey: string; inverted?: boolean }[] = [
  {
    id: 'disable_auth_by_email',
    titleKey: 'office.settings.authByEmail',
    textKey: 'office.settings.authByEmailText',
    inverted: true,
  },
  { id: 'one_click_bet', titleKey: 'office.settings.oneClick', textKey: 'office.settings.oneClickText' },
  { id: 'hide_balance', titleKey: 'office.settings.hideBalance', textKey: 'office.settings.hideBalanceText' },
];

const ODDS_CHANGE: readonly { value: number; labelKey: string }[] = [
  { value: 0, labelKey: 'office.settings.oddsAsk' },
  { value: 1, labelKey: 'office.settings.oddsHigher' },
  { value: 2, labelKey: 'office.settings.oddsAny' },
];

/**
 * Account settings (ACC-04 to ACC-06): each change is saved at once through savesetting. Login confirmation
 * by e-mail is shown the way round players think of it: on means the setting disable_auth_by_email is off.
 */
export function SettingsAccountPage() {
  const { t } = useTranslation();
  const settings = useUserSettings();
  const save = useSaveSetting();
  const onSaved = useSavedNotice();
  if (settings.isPending) return <PageSkeleton />;
  if (settings.isError) return <PageError error={settings.error} onRetry={() => void settings.refetch()} />;
  const current = settings.data;
  const saveSetting = (id: keyof UserSettings, value: boolean | number) =>
    save.mutate(
      { setting_id: id, setting_value: value },
      {
        ...onSaved,
        onSuccess: () => {
          // The odds on every page follow the saved format at once.
          if (id === 'cfview') applyCfview(Number(value));
          onSaved.onSuccess();
        },
      },
    );
  const busy = (id: keyof UserSettings) => save.isPending && save.variables?.setting_id === id;

  return (
    <>
      <OfficeCard title={t('office.settings.general')}>
        <div className={styles.toggles}>
          {TOGGLES.map((toggle) => (
            <SettingToggle
              key={toggle.id}
              title={t(toggle.titleKey)}
              hint={t(toggle.textKey)}
              checked={toggle.inverted ? !current[toggle.id] : current[toggle.id]}
              disabled={busy(toggle.id)}
              onChange={(checked) => saveSetting(toggle.id, toggle.inverted ? !checked : checked)}
            />
          ))}
        </div>
      </OfficeCard>
      <OfficeCard title={t('office.settings.oddsChange')} description={t('office.settings.oddsChangeText')}>
        <ChoiceGroup
          name="accept_odds_change"
          label={t('office.settings.oddsChange')}
          value={current.accept_odds_change}
          options={ODDS_CHANGE.map((option) => ({ value: option.value, label: t(option.labelKey) }))}
          disabled={busy('accept_odds_change')}
          onChange={(value) => saveSetting('accept_odds_change', value)}
        />
      </OfficeCard>
      <OfficeCard title={t('office.settings.oddsFormat')}>
        <ChoiceGroup
          name="cfview"
          label={t('office.settings.oddsFormat')}
          value={current.cfview}
          options={ODDS_FORMAT_OPTIONS.map((option) => ({ value: option.cfview, label: t(option.labelKey) }))}
          disabled={busy('cfview')}
          onChange={(value) => saveSetting('cfview', value)}
        />
      </OfficeCard>
    </>
  );
}
