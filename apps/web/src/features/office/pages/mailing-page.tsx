import { useTranslation } from '../../../shared/i18n/use-translation';
import { useSaveMailing, useSaveSetting, useUserSettings } from '../api/settings.api';
import { OfficeCard } from '../ui/office-card';
import { PageError, PageSkeleton } from '../ui/page-state';
import { SettingToggle, useSavedNotice } from './setting-controls';
import styles from './pages.module.css';

/**
 * Mailing and e-mail subscription (ACC-23): news and results by e-mail through user/mailing, offers by SMS
 * through savesetting. Saved as soon as a switch moves.
 */
export function MailingPage() {
  const { t } = useTranslation();
  const settings = useUserSettings();
  const mailing = useSaveMailing();
  const setting = useSaveSetting();
  const onSaved = useSavedNotice();
  if (settings.isPending) return <PageSkeleton rows={3} />;
  if (settings.isError) return <PageError error={settings.error} onRetry={() => void settings.refetch()} />;
  const current = settings.data;
  return (
    <OfficeCard title={t('office.mailing.title')} description={t('office.mailing.text')}>
      <div className={styles.toggles}>
        <SettingToggle
          title={t('office.mailing.news')}
          hint={t('office.mailing.newsText')}
          checked={current.receive_news}
          disabled={mailing.isPending}
          onChange={(checked) => mailing.mutate({ receive_news: checked }, onSaved)}
        />
        <SettingToggle
          title={t('office.mailing.results')}
          hint={t('office.mailing.resultsText')}
          checked={current.receive_res}
          disabled={mailing.isPending}
          onChange={(checked) => mailing.mutate({ receive_res: checked }, onSaved)}
        />
        <SettingToggle
          title={t('office.mailing.sms')}
          hint={t('office.mailing.smsText')}
          checked={current.receive_sms}
          disabled={setting.isPending}
          onChange={(checked) =>
            setting.mutate({ setting_id: 'receive_sms', setting_value: checked }, onSaved)
          }
        />
      </div>
    </OfficeCard>
  );
}
