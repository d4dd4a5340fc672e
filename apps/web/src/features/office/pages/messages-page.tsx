import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useSiteConfig } from '../../../shared/site-config/site-config.api';
import { Button } from '../../../shared/ui/button/button';
import { useMessages, useReadMessages, type UserMessage } from '../api/messages.api';
import { OfficeCard } from '../ui/office-card';
import { PageEmpty, PageError, PageSkeleton } from '../ui/page-state';
import { useDateText } from '../ui/use-date-text';
import styles from './messages.module.css';

/** Names of the message kinds the configuration lists; a kind without one shows as written. */
const TYPE_KEYS: Readonly<Record<string, string>> = {
  system: 'office.messages.type.system',
  bet: 'office.messages.type.bet',
  bonus: 'office.messages.type.bonus',
  payment: 'office.messages.type.payment',
  promo: 'office.messages.type.promo',
};

function MessageItem({ message, onOpen }: { message: UserMessage; onOpen: (message: UserMessage) => void }) {
  const { t } = useTranslation();
  const dateText = useDateText();
  const [open, setOpen] = useState(false);
  const typeKey = TYPE_KEYS[message.type];
  return (
    <li className={styles.item} data-unread={!message.isRead || undefined}>
      <button
        type="button"
        className={styles.summary}
        aria-expanded={open}
        onClick={() => {
          setOpen((value) => !value);
          if (!open) onOpen(message);
        }}
      >
        {message.isRead ? null : <span className={styles.dot} aria-label={t('office.messages.unread')} />}
        <span className={styles.title}>{message.title}</span>
        <span className={styles.meta}>
          {typeKey ? t(typeKey) : message.type} · {dateText(message.createdAt)}
        </span>
      </button>
      {open ? <p className={styles.text}>{message.text}</p> : null}
    </li>
  );
}

/** Messages (ACC-26): the inbox of the kinds the configuration supports, newest first. */
export function MessagesPage() {
  const { t } = useTranslation();
  const { other } = useSiteConfig();
  const [type, setType] = useState<string | null>(null);
  const messages = useMessages(type);
  const read = useReadMessages();
  const items = messages.data?.pages.flatMap((page) => page.items) ?? [];
  const unread = messages.data?.pages[0]?.unread ?? 0;

  const filters = (
    <div className={styles.filters} role="group" aria-label={t('office.messages.filter')}>
      {[null, ...other.supportedMessageTypes].map((kind) => (
        <button
          key={kind ?? 'all'}
          type="button"
          className={styles.filter}
          aria-pressed={type === kind}
          onClick={() => setType(kind)}
        >
          {kind === null ? t('office.messages.all') : TYPE_KEYS[kind] ? t(TYPE_KEYS[kind]) : kind}
        </button>
      ))}
    </div>
  );

  const body = () => {
    if (messages.isPending) return <PageSkeleton rows={3} />;
    if (messages.isError) return <PageError error={messages.error} onRetry={() => void messages.refetch()} />;
    if (items.length === 0) {
      return (
        <PageEmpty
          plain
          icon="info"
          title={t('office.messages.emptyTitle')}
          text={t('office.messages.emptyText')}
        />
      );
    }
    return (
      <>
        <ul className={styles.list}>
          {items.map((message) => (
            <MessageItem
              key={message.id}
              message={message}
              onOpen={(opened) => !opened.isRead && read.mutate({ ids: [opened.id] })}
            />
          ))}
        </ul>
        {messages.hasNextPage ? (
          <div>
            <Button loading={messages.isFetchingNextPage} onClick={() => void messages.fetchNextPage()}>
              {t('office.messages.more')}
            </Button>
          </div>
        ) : null}
      </>
    );
  };

  return (
    <OfficeCard
      title={unread > 0 ? t('office.messages.unreadCount', { count: unread }) : t('office.messages.allRead')}
      actions={
        unread > 0 ? (
          <Button
            variant="outline"
            size="s"
            loading={read.isPending}
            onClick={() => read.mutate({ all: true })}
          >
            {t('office.messages.markAll')}
          </Button>
        ) : undefined
      }
    >
      {filters}
      {body()}
    </OfficeCard>
  );
}
