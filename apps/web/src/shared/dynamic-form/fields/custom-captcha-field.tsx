import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { API_BASE } from '../../http/api-paths';
import { httpRequest } from '../../http/http-client';
import { Skeleton } from '../../ui/skeleton/skeleton';
import { TextField } from '../../ui/text-field/text-field';
import { asText, type FieldProps } from './field-props';
import { useFormEnvironment } from './form-environment';
import { useFieldLabels } from './use-field-labels';
import styles from './fields.module.css';

interface CustomCaptcha {
  custom_captcha_id: string;
  image: string;
}

/** The custom captcha: our server's picture and its id; the answer goes as custom_captcha_value. */
export function CustomCaptchaField({ field, value, errors, onChange, onBlur }: FieldProps) {
  const { t } = useTranslation();
  const labels = useFieldLabels(field);
  const { setValue } = useFormEnvironment();
  const captcha = useQuery({
    queryKey: ['registration', 'custom-captcha'],
    queryFn: ({ signal }) =>
      httpRequest<{ data?: CustomCaptcha } & Partial<CustomCaptcha>>({
        url: `${API_BASE}/captcha/custom`,
        signal,
      }).then((body) => body.data ?? (body as CustomCaptcha)),
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
  const captchaId = captcha.data?.custom_captcha_id;
  useEffect(() => {
    if (captchaId) setValue('custom_captcha_id', captchaId);
  }, [captchaId, setValue]);
  // The server uses a picture up with the answer it refuses: a field with an error gets a new one.
  const rejected = errors.length > 0;
  const { refetch } = captcha;
  useEffect(() => {
    if (rejected) void refetch();
  }, [rejected, refetch]);

  return (
    <div className={styles.captcha}>
      <div className={styles.captchaImage}>
        {captcha.isPending ? (
          <Skeleton height={48} />
        ) : captcha.data ? (
          <img src={captcha.data.image} alt={t('registration.captcha.image')} height={48} />
        ) : (
          <span className={styles.checkHint}>{t('registration.captcha.unavailable')}</span>
        )}
        <button type="button" className={styles.linkButton} onClick={() => void refetch()}>
          {t('registration.captcha.refresh')}
        </button>
      </div>
      <TextField
        {...labels}
        name={field.id}
        value={asText(value)}
        autoComplete="off"
        required={field.required}
        errors={errors}
        onChange={onChange}
        onBlur={onBlur}
      />
    </div>
  );
}
