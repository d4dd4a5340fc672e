import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { DEFAULT_SESSIONS_QUANTITY } from '@sportsbook/core/constants/defaults.constants';
import { toUserError } from '../../../shared/http/error-mapping';
import { Button } from '../../../shared/ui/button/button';
import { ExtraIcon } from '../../../shared/ui/icon/extra-icon';
import { Icon } from '../../../shared/ui/icon/icon';
import { notify } from '../../../shared/ui/notification/notification.store';
import { useCloseSession, useDisconnectEverywhere, useSessions, type SessionItem } from '../api/sessions.api';
import { StatusBadge } from '../ui/info-list';
import { OfficeCard } from '../ui/office-card';
import { PageEmpty, PageError, PageSkeleton } from '../ui/page-state';
import { useDateText } from '../ui/use-date-text';
import styles from './pages.module.css';

const MOBILE = /android|iphone|ipad|mobile/i;

/** The login kinds and end reasons the server records, as the page names them. */
const LOGIN_KIND_KEYS: Record<string, string> = {
  password: 'office.sessions.kind.password',
  email: 'office.sessions.kind.email',
  sms: 'office.sessions.kind.sms',
  registration: 'office.sessions.kind.registration',
  xframe_token: 'office.sessions.kind.frame',
};

function SessionRow({
  session,
  onClose,
  closing,
}: {
  session: SessionItem;
  onClose?: () => void;
  closing?: boolean;
}) {
  const { t } = useTranslation();
  const dateText = useDateText();
  const device = session.device || t('office.sessions.unknownDevice');
  const kind = session.login_kind && LOGIN_KIND_KEYS[session.login_kind];
  return (
    <li className={styles.session}>
      <span className={styles.sessionIcon}>
        {MOBILE.test(session.user_agent ?? '') ? (
          <Icon name="phone" size={20} />
        ) : (
          <ExtraIcon name="desktop" size={20} />
        )}
      </span>
      <div className={styles.sessionText}>
        <p className={styles.sessionTitle}>
          <span>{device}</span>
          {session.is_current ? <StatusBadge tone="ok">{t('office.sessions.current')}</StatusBadge> : null}
        </p>
        <p className={styles.sessionMeta}>
          <span dir="ltr">{session.ip ?? '—'}</span>
          {kind ? ` · ${t(kind)}` : ''}
          {' · '}
          {session.ended_at
            ? t('office.sessions.ended', { date: dateText(session.ended_at) })
            : t('office.sessions.lastSeen', { date: dateText(session.last_seen_at) })}
        </p>
      </div>
      {onClose ? (
        <Button size="s" variant="outline" loading={closing} onClick={onClose}>
          {t('office.sessions.close')}
        </Button>
      ) : null}
    </li>
  );
}

/**
 * Session history (ACC-09, ACC-10): the sessions open now, each closable but this one, a way to end all
 * the others, and the latest ended ones (5, then more on request).
 */
export function SessionsPage() {
  const { t, i18n } = useTranslation();
  const [quantity, setQuantity] = useState(DEFAULT_SESSIONS_QUANTITY);
  const [confirming, setConfirming] = useState(false);
  const sessions = useSessions(quantity);
  const close = useCloseSession();
  const everywhere = useDisconnectEverywhere();
  if (sessions.isPending) return <PageSkeleton />;
  if (sessions.isError) return <PageError error={sessions.error} onRetry={() => void sessions.refetch()} />;
  const { activeSessions, recentSessions } = sessions.data;
  const others = activeSessions.filter((session) => !session.is_current);
  const fail = (error: unknown) =>
    notify({ type: 'error', title: t(toUserError(error, (key) => i18n.exists(key)).messageKey) });

  const closeOne = (session: SessionItem) =>
    close.mutate(session.session_id, {
      onSuccess: () => notify({ type: 'success', title: t('office.sessions.closed') }),
      onError: fail,
    });
  const closeOthers = () =>
    everywhere.mutate(undefined, {
      onSuccess: (result) => {
        setConfirming(false);
        notify({ type: 'success', title: t('office.sessions.allClosed', { count: result.ended }) });
      },
      onError: fail,
    });

  return (
    <>
      <OfficeCard
        title={t('office.sessions.active')}
        description={t('office.sessions.activeText')}
        actions={
          others.length === 0 ? undefined : confirming ? (
            <>
              <Button variant="primary" loading={everywhere.isPending} onClick={closeOthers}>
                {t('office.sessions.confirmAll', { count: others.length })}
              </Button>
              <Button onClick={() => setConfirming(false)}>{t('office.sessions.cancel')}</Button>
            </>
          ) : (
            <Button variant="outline" onClick={() => setConfirming(true)}>
              {t('office.sessions.closeAll')}
            </Button>
          )
        }
      >
        <ul className={styles.sessions}>
          {activeSessions.map((session) => (
            <SessionRow
              key={session.session_id}
              session={session}
              closing={close.isPending && close.variables === session.session_id}
              onClose={session.is_current ? undefined : () => closeOne(session)}
            />
          ))}
        </ul>
      </OfficeCard>
      <OfficeCard title={t('office.sessions.recent')}>
        {recentSessions.length === 0 ? (
          <PageEmpty plain icon="lock" title={t('office.sessions.noRecent')} />
        ) : (
          <ul className={styles.sessions}>
            {recentSessions.map((session) => (
              <SessionRow key={session.session_id} session={session} />
            ))}
          </ul>
        )}
        {recentSessions.length >= quantity ? (
          <div>
            <Button
              loading={sessions.isFetching}
              onClick={() => setQuantity((current) => current + DEFAULT_SESSIONS_QUANTITY)}
            >
              {t('office.sessions.more')}
            </Button>
          </div>
        ) : null}
      </OfficeCard>
    </>
  );
}
