import { useTranslation } from '../../../shared/i18n/use-translation';
import { Select } from '../../../shared/ui/select/select';
import { usePaymentSources } from '../api/history.api';
import styles from '../payments.module.css';

const ALL = '';

interface SourceFilterProps {
  value: string | null;
  onChange: (source: string | null) => void;
}

/**
 * The history's source filter (PAY-09): every source, or one payment method. A method has a deposit and a
 * withdrawal side under the same brand name, so each option says which.
 */
export function SourceFilter({ value, onChange }: SourceFilterProps) {
  const { t } = useTranslation();
  const sources = usePaymentSources();
  if (!sources.data?.length) return null;
  return (
    <Select
      label={t('payments.form.method')}
      labelHidden
      className={styles.sourceFilter}
      value={value ?? ALL}
      onChange={(source) => onChange(source === ALL ? null : source)}
      options={[
        { value: ALL, label: t('payments.history.allSources'), raw: { id: ALL } },
        ...sources.data.map((source) => ({
          value: source.id,
          label: `${source.name} · ${t(`payments.kind.${source.direction}`)}`,
          raw: { id: source.id, name: source.name },
        })),
      ]}
    />
  );
}
