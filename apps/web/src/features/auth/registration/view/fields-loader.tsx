import { useTranslation } from '../../../../shared/i18n/use-translation';
import { canonicalRegistrationType } from '@sportsbook/core/registration/registration-types';
import { useLang } from '../../../../shared/i18n/use-lang';
import { Button } from '../../../../shared/ui/button/button';
import { Skeleton } from '../../../../shared/ui/skeleton/skeleton';
import { useFieldSet } from '../../../../shared/dynamic-form/field-set.api';
import { FormBody, type FormBodyProps } from './form-body';
import styles from './registration.module.css';

const SKELETON_FIELDS = 4;

/** Loads the type's fields (short_reg gets full_reg's), then draws its form; skeleton rows meanwhile. */
export function FieldsLoader(props: Omit<FormBodyProps, 'set'>) {
  const { t } = useTranslation();
  const lang = useLang();
  const fields = useFieldSet(canonicalRegistrationType(props.type) ?? props.type, lang);
  if (fields.isPending) {
    return (
      <div className={styles.form} aria-busy="true" aria-label={t('common.loading')}>
        {Array.from({ length: SKELETON_FIELDS }, (_, index) => (
          <div key={index} className={styles.skeletonField}>
            <Skeleton width="35%" height={12} />
            <Skeleton height={40} radius={6} />
          </div>
        ))}
        <Skeleton height={44} radius={6} />
      </div>
    );
  }
  if (fields.isError) {
    // REG-39: a failed fields fetch leaves the form empty; the player may ask again.
    return (
      <div className={styles.empty}>
        <p>{t('registration.fieldsUnavailable')}</p>
        <Button onClick={() => void fields.refetch()}>{t('page.actions.retry')}</Button>
      </div>
    );
  }
  return <FormBody {...props} set={fields.data} />;
}
