import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { VALIDATION_MESSAGE_KEYS } from '@sportsbook/core/constants/validation-message.constants';
import { toUserError } from '../../../shared/http/error-mapping';
import { Button } from '../../../shared/ui/button/button';
import { Select } from '../../../shared/ui/select/select';
import type { SelectOption } from '../../../shared/ui/select/select-option';
import { TextField } from '../../../shared/ui/text-field/text-field';
import { notify } from '../../../shared/ui/notification/notification.store';
import {
  useSetSecureAnswer,
  useStandardQuestions,
  useUserSecureQuestion,
  type UserSecureQuestion,
} from '../api/security-question.api';
import { OfficeCard } from '../ui/office-card';
import styles from '../ui/office-ui.module.css';

/** The select's value for "a question of my own". */
const CUSTOM = 'custom';
const EMPTY = { choice: '', question: '', answer: '', answerRepeat: '' };
type Values = typeof EMPTY;

/** Field message keys before sending; the server checks the same again (ACC-11: required and equal). */
function check(values: Values): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  const required = [VALIDATION_MESSAGE_KEYS.required];
  if (!values.choice) errors.question_id = required;
  if (values.choice === CUSTOM && !values.question.trim()) errors.question = required;
  if (!values.answer.trim()) errors.answer = required;
  if (!values.answerRepeat.trim()) errors.answer_repeat = required;
  else if (values.answerRepeat !== values.answer) errors.answer_repeat = [VALIDATION_MESSAGE_KEYS.compare];
  return errors;
}

function questionText(set: UserSecureQuestion, t: (key: string) => string): string {
  return set.question_key ? t(set.question_key) : (set.question ?? '');
}

/** Security question (ACC-11): shows the one set, and sets a standard or custom one with its answer twice. */
export function SecurityQuestionCard() {
  const { t, i18n } = useTranslation();
  const current = useUserSecureQuestion();
  const standard = useStandardQuestions();
  const save = useSetSecureAnswer();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const failure = save.error ? toUserError(save.error, (key) => i18n.exists(key)) : null;
  const shown = { ...failure?.fieldErrors, ...errors };

  const options: SelectOption[] = [
    ...(standard.data ?? []).map((q) => ({ value: String(q.id), label: t(q.key), raw: q })),
    { value: CUSTOM, label: t('office.securityQuestion.custom'), raw: {} },
  ];

  const update = (field: keyof Values, value: string) => {
    setValues((was) => ({ ...was, [field]: value }));
    setErrors({});
    save.reset();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = check(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const answer = { answer: values.answer, answerRepeat: values.answerRepeat };
    save.mutate(
      values.choice === CUSTOM
        ? { ...answer, question: values.question.trim() }
        : { ...answer, questionId: Number(values.choice) },
      {
        onSuccess: () => {
          setValues(EMPTY);
          notify({ type: 'success', title: t('office.securityQuestion.saved') });
        },
      },
    );
  };

  return (
    <OfficeCard title={t('office.securityQuestion.title')}>
      <p data-testid="security-question-current">
        {current.data ? (
          <>
            {t('office.securityQuestion.yours')}{' '}
            {/* The player's own text may run the other way (RTL pages). */}
            <bdi>{questionText(current.data, t)}</bdi>
          </>
        ) : (
          t('office.securityQuestion.notSet')
        )}
      </p>
      <form className={styles.form} onSubmit={submit} noValidate>
        <Select
          label={t('office.securityQuestion.question')}
          options={options}
          value={values.choice}
          loading={standard.isPending}
          errors={shown.question_id}
          required
          onChange={(value) => update('choice', value)}
        />
        {values.choice === CUSTOM ? (
          <TextField
            label={t('office.securityQuestion.customQuestion')}
            value={values.question}
            maxLength={255}
            errors={shown.question}
            required
            onChange={(value) => update('question', value)}
          />
        ) : null}
        <TextField
          label={t('office.securityQuestion.answer')}
          value={values.answer}
          maxLength={255}
          autoComplete="off"
          errors={shown.answer}
          required
          onChange={(value) => update('answer', value)}
        />
        <TextField
          label={t('office.securityQuestion.answerRepeat')}
          value={values.answerRepeat}
          maxLength={255}
          autoComplete="off"
          errors={shown.answer_repeat}
          required
          onChange={(value) => update('answerRepeat', value)}
        />
        {failure && Object.keys(failure.fieldErrors).length === 0 ? (
          <p className={styles.alert} role="alert">
            {t(failure.messageKey)}
          </p>
        ) : null}
        <div className={styles.formActions}>
          <Button type="submit" variant="primary" size="l" loading={save.isPending}>
            {t('office.securityQuestion.save')}
          </Button>
        </div>
      </form>
    </OfficeCard>
  );
}
