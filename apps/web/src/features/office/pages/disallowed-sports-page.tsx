import { useMemo, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useLang } from '../../../shared/i18n/use-lang';
import { Button } from '../../../shared/ui/button/button';
import { Multiselect } from '../../../shared/ui/multiselect/multiselect';
import { toSelectOption } from '../../../shared/ui/select/select-option';
import { useSaveDisallowedSports, useUserSettings } from '../api/settings.api';
import { useSportsList } from '../api/sports.api';
import { OfficeCard } from '../ui/office-card';
import { PageError, PageSkeleton } from '../ui/page-state';
import { useSavedNotice } from './setting-controls';
import styles from '../ui/office-ui.module.css';

const toIds = (values: readonly string[]) => values.map(Number).filter(Number.isInteger);

/** Disallowed sports (ACC-07): sports left out of the line and live lists, saved through disallow-sports. */
export function DisallowedSportsPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const settings = useUserSettings();
  const sports = useSportsList(lang);
  const save = useSaveDisallowedSports();
  const onSaved = useSavedNotice();
  const [draft, setDraft] = useState<{ line: string[]; live: string[] } | null>(null);
  const options = useMemo(
    () => (sports.data ?? []).map((sport) => toSelectOption({ id: sport.id, name: sport.name })),
    [sports.data],
  );
  if (settings.isPending) return <PageSkeleton rows={2} />;
  if (settings.isError) return <PageError error={settings.error} onRetry={() => void settings.refetch()} />;
  const stored = {
    line: settings.data.lineDisallowSport.map(String),
    live: settings.data.liveDisallowSport.map(String),
  };
  const value = draft ?? stored;

  return (
    <OfficeCard title={t('office.sports.title')} description={t('office.sports.text')}>
      <div className={styles.form}>
        <Multiselect
          label={t('office.sports.line')}
          placeholder={t('office.sports.none')}
          options={options}
          loading={sports.isPending}
          value={value.line}
          onChange={(line) => setDraft({ ...value, line })}
        />
        <Multiselect
          label={t('office.sports.live')}
          placeholder={t('office.sports.none')}
          options={options}
          loading={sports.isPending}
          value={value.live}
          onChange={(live) => setDraft({ ...value, live })}
        />
        <div className={styles.formActions}>
          <Button
            variant="primary"
            size="l"
            loading={save.isPending}
            disabled={!draft}
            onClick={() =>
              save.mutate(
                { lineDisallowSport: toIds(value.line), liveDisallowSport: toIds(value.live) },
                {
                  ...onSaved,
                  onSuccess: () => {
                    setDraft(null);
                    onSaved.onSuccess();
                  },
                },
              )
            }
          >
            {t('office.edit.save')}
          </Button>
          {draft ? <Button onClick={() => setDraft(null)}>{t('office.sessions.cancel')}</Button> : null}
        </div>
      </div>
    </OfficeCard>
  );
}
