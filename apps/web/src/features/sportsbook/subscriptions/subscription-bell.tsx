import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useSession } from '../../auth/api/session.api';
import { PHONE_MEDIA, useMediaQuery } from '../../../shared/hooks/use-media-query';
import { useLang } from '../../../shared/i18n/use-lang';
import { Button } from '../../../shared/ui/button/button';
import { Checkbox } from '../../../shared/ui/checkbox/checkbox';
import { ExtraIcon } from '../../../shared/ui/icon/extra-icon';
import { useModalStore } from '../../../shared/ui/modal/modal.store';
import { notify } from '../../../shared/ui/notification/notification.store';
import { Preloader } from '../../../shared/ui/preloader/preloader';
import { Sheet } from '../../../shared/ui/sheet/sheet';
import { useEventTypes, useGameSubscription, useSaveGameSubscription } from './subscriptions.api';
import actionStyles from '../components/row-actions.module.css';
import styles from './subscriptions.module.css';

/**
 * The game page's bell (FAV-09): a player picks the events of this game to be told about (a popover, a bottom
 * sheet on phones); pressed while subscribed. A guest is asked to log in, as the bet slip does.
 */
export function SubscriptionBell({ gameId, name }: { gameId: number; name: string }) {
  const { t } = useTranslation();
  const { isAuthenticated } = useSession();
  const openModal = useModalStore((state) => state.openModal);
  const phone = useMediaQuery(PHONE_MEDIA);
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const subscription = useGameSubscription(gameId, isAuthenticated);
  const subscribed = isAuthenticated && (subscription.data?.length ?? 0) > 0;

  // The popover closes on a press outside or Escape; the sheet (in a portal) closes itself.
  useEffect(() => {
    if (!open || phone) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open, phone]);

  const close = () => setOpen(false);
  const title = t('subscription.title');
  const form =
    subscription.data === undefined ? (
      <Preloader />
    ) : (
      <SubscriptionForm gameId={gameId} subscribed={subscription.data} onSaved={close} />
    );
  return (
    <div ref={rootRef} className={styles.bellRoot}>
      <button
        type="button"
        className={`${actionStyles.action} ${subscribed ? styles.subscribed : ''}`}
        aria-pressed={subscribed}
        aria-expanded={isAuthenticated ? open : undefined}
        aria-label={t('subscription.bell', { name })}
        title={t(subscribed ? 'subscription.subscribed' : 'subscription.subscribe')}
        onClick={() => (isAuthenticated ? setOpen((value) => !value) : openModal('login'))}
      >
        <ExtraIcon name="bell" size={16} />
      </button>
      {open && phone ? (
        <Sheet title={title} onClose={close}>
          {form}
        </Sheet>
      ) : null}
      {open && !phone ? (
        <div className={styles.popover} role="dialog" aria-label={title}>
          <p className={styles.popoverTitle}>{title}</p>
          {form}
        </div>
      ) : null}
    </div>
  );
}

/** The game's event types as checkboxes, the subscribed ones ticked, with an "all" toggle. */
function SubscriptionForm({
  gameId,
  subscribed,
  onSaved,
}: {
  gameId: number;
  subscribed: readonly number[];
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const types = useEventTypes(gameId, useLang(), true);
  const save = useSaveGameSubscription(gameId);
  const [chosen, setChosen] = useState<readonly number[]>(subscribed);
  const [saving, setSaving] = useState(false);
  if (types.isError) return <p className={styles.note}>{t('subscription.unavailable')}</p>;
  if (!types.data) return <Preloader />;
  const ids = types.data.map((type) => type.id);
  const all = ids.every((id) => chosen.includes(id));
  const submit = async () => {
    setSaving(true);
    try {
      // In catalogue order, so the request reads the same however the boxes were ticked.
      await save(ids.filter((id) => chosen.includes(id)));
      notify({ type: 'success', text: t(chosen.length > 0 ? 'subscription.saved' : 'subscription.removed') });
      onSaved();
    } catch (error) {
      console.warn('subscriptions: not saved', error);
      notify({ type: 'error', text: t('subscription.saveFailed') });
    } finally {
      setSaving(false);
    }
  };
  return (
    <form
      className={styles.form}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <div className={styles.all}>
        <Checkbox checked={all} onChange={(on) => setChosen(on ? ids : [])}>
          {t('subscription.all')}
        </Checkbox>
      </div>
      <ul className={styles.types}>
        {types.data.map((type) => (
          <li key={type.id}>
            <Checkbox
              checked={chosen.includes(type.id)}
              onChange={(on) =>
                setChosen((list) => (on ? [...list, type.id] : list.filter((id) => id !== type.id)))
              }
            >
              {type.name}
            </Checkbox>
          </li>
        ))}
      </ul>
      <Button type="submit" variant="primary" block loading={saving}>
        {t('subscription.save')}
      </Button>
    </form>
  );
}
