import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { VALIDATION_MESSAGE_KEYS } from '@sportsbook/core/constants/validation-message.constants';
import { toUserError } from '../../../shared/http/error-mapping';
import { Button } from '../../../shared/ui/button/button';
import { Select } from '../../../shared/ui/select/select';
import { toSelectOption } from '../../../shared/ui/select/select-option';
import { TextArea } from '../../../shared/ui/text-area/text-area';
import { useShareIdea } from '../api/requests.api';
import { OfficeCard } from '../ui/office-card';
import { SentState } from '../ui/sent-state';
import styles from '../ui/office-ui.module.css';

const TEXT_MAX = 4000;
const TOPICS: readonly { id: string; labelKey: string }[] = [
  { id: 'sports', labelKey: 'office.idea.topic.sports' },
  { id: 'casino', labelKey: 'office.idea.topic.casino' },
  { id: 'payments', labelKey: 'office.idea.topic.payments' },
  { id: 'site', labelKey: 'office.idea.topic.site' },
  { id: 'other', labelKey: 'office.idea.topic.other' },
];

/** Share an idea (ACC-28): what to improve, and about what. */
export function ShareIdeaPage() {
  const { t, i18n } = useTranslation();
  const share = useShareIdea();
  const [topic, setTopic] = useState('');
  const [text, setText] = useState('');
  const [errors, setErrors] = useState<string[]>([]);
  const failure = share.error ? toUserError(share.error, (key) => i18n.exists(key)) : null;

  if (share.isSuccess) {
    return (
      <OfficeCard>
        <SentState title={t('office.idea.sentTitle')} text={t('office.idea.sentText')}>
          <Button
            onClick={() => {
              share.reset();
              setText('');
            }}
          >
            {t('office.idea.another')}
          </Button>
        </SentState>
      </OfficeCard>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = text.trim() ? undefined : VALIDATION_MESSAGE_KEYS.required;
    setErrors(problem ? [problem] : []);
    if (!problem) share.mutate({ text: text.trim(), ...(topic ? { topic } : {}) });
  };

  return (
    <OfficeCard title={t('office.idea.title')} description={t('office.idea.text')}>
      <form className={styles.form} onSubmit={submit} noValidate>
        <Select
          label={t('office.idea.topic')}
          placeholder={t('office.idea.topicAny')}
          options={TOPICS.map((item) => toSelectOption({ id: item.id, name: t(item.labelKey) }))}
          value={topic}
          onChange={setTopic}
        />
        <TextArea
          label={t('office.idea.message')}
          value={text}
          maxLength={TEXT_MAX}
          required
          errors={[...errors, ...(failure?.fieldErrors.text ?? [])]}
          onChange={(value) => {
            setText(value);
            setErrors([]);
          }}
        />
        {failure && !failure.fieldErrors.text ? (
          <p className={styles.alert} role="alert">
            {t(failure.messageKey)}
          </p>
        ) : null}
        <div className={styles.formActions}>
          <Button type="submit" variant="primary" size="l" loading={share.isPending}>
            {t('office.idea.send')}
          </Button>
        </div>
      </form>
    </OfficeCard>
  );
}
