import { useTranslation } from '../../shared/i18n/use-translation';
import { Button } from '../../shared/ui/button/button';
import { StatusPanel } from './status-panel';

interface ErrorPageProps {
  /** A short technical reason (e.g. 'config is absent') shown for support, not as the message. */
  detail?: string;
}

/** The error page of spec section 2; its message key is error_page_message_500 by default. */
export function ErrorPage({ detail }: ErrorPageProps) {
  const { t } = useTranslation();
  return (
    <StatusPanel
      icon="alert"
      code="500"
      title={t('page.error.title')}
      text={t('messages.error_page_message_500')}
      detail={detail}
    >
      <Button variant="primary" size="l" onClick={() => window.location.reload()}>
        {t('page.actions.retry')}
      </Button>
    </StatusPanel>
  );
}
