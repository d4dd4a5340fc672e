import { useEffect } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useLocation, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import type { PayAndPlayOutcome } from '@sportsbook/core/payments/pay-and-play';
import { SESSION_QUERY_KEY } from '../../auth/api/session.api';
import { notify } from '../../../shared/ui/notification/notification.store';
import { STORAGE_KEYS } from '../../../shared/storage/storage-keys';
import { readExpiring, writeExpiring } from '../../../shared/storage/expiring-storage';
import { removeStorage } from '../../../shared/storage/local-storage';
import { claimPayAndPlay } from './pay-and-play.api';

export const PAY_AND_PLAY_PARAM = 'pay_and_play';
const POLL_MS = 1_500;
/** The provider's event normally arrives within seconds; past this the start is asked about again later. */
const MAX_POLLS = 40;
/** As long as the server's claim cookie lives: after that no answer could log this browser in. */
const ASK_AGAIN_FOR_MS = 24 * 60 * 60 * 1000;

/**
 * Back from the provider's page of a pay-and-play deposit: asks how the start ended until it has (the provider's
 * event may come after the browser), then logs in (the server set the session cookie) or says why not. The
 * marker then leaves the address, so a reload repeats nothing. A start still pending after the polls is kept in
 * storage and asked about again on the next visit and whenever the window regains focus, until it ends.
 */
export function PayAndPlayReturn() {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const startId = Number(new URLSearchParams(location.search).get(PAY_AND_PLAY_PARAM));
  const returning = Number.isSafeInteger(startId) && startId > 0;

  useEffect(() => {
    const tell = (outcome: PayAndPlayOutcome | null) => {
      if (outcome?.status === 'completed') {
        if (outcome.loggedIn) void queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
        notify({ type: 'success', title: t('payments.payAndPlay.done') });
      } else if (outcome?.status === 'refused') {
        notify({
          type: 'error',
          title: t(`payments.payAndPlay.refused.${outcome.refusal ?? 'identity_missing'}`),
        });
      } else if (outcome?.status === 'failed') {
        notify({ type: 'error', title: t('payments.payAndPlay.failed') });
      } else {
        notify({ type: 'info', title: t('payments.payAndPlay.pending') });
      }
    };
    return returning ? pollAfterReturn(startId, tell, dropMarker) : askAgainWhenBack(tell);

    function dropMarker() {
      const params = new URLSearchParams(location.search);
      params.delete(PAY_AND_PLAY_PARAM);
      const search = params.toString();
      navigate(`${location.pathname}${search ? `?${search}` : ''}`, { replace: true });
    }
  }, [startId, returning, location.search, location.pathname, navigate, queryClient, t]);

  return null;
}

type Tell = (outcome: PayAndPlayOutcome | null) => void;

function pollAfterReturn(startId: number, tell: Tell, dropMarker: () => void): () => void {
  let cancelled = false;
  const poll = async (attempt: number): Promise<void> => {
    const outcome = await claimPayAndPlay(startId).catch(() => null);
    if (cancelled) return;
    if (outcome?.status === 'pending' && attempt < MAX_POLLS) {
      setTimeout(() => void poll(attempt + 1), POLL_MS);
      return;
    }
    if (outcome?.status === 'pending') {
      writeExpiring(STORAGE_KEYS.payAndPlayPending, startId, Date.now() + ASK_AGAIN_FOR_MS);
    } else {
      removeStorage(STORAGE_KEYS.payAndPlayPending);
    }
    tell(outcome);
    dropMarker();
  };
  void poll(1);
  return () => {
    cancelled = true;
  };
}

/** A start left pending: asked about once now and on every focus; told only when it has ended. */
function askAgainWhenBack(tell: Tell): () => void {
  let asking = false;
  let cancelled = false;
  const ask = async () => {
    const startId = readExpiring<number>(STORAGE_KEYS.payAndPlayPending);
    if (asking || startId === null) return;
    asking = true;
    const outcome = await claimPayAndPlay(startId).catch(() => null);
    asking = false;
    if (cancelled || !outcome || outcome.status === 'pending') return;
    removeStorage(STORAGE_KEYS.payAndPlayPending);
    tell(outcome);
  };
  void ask();
  window.addEventListener('focus', ask);
  return () => {
    cancelled = true;
    window.removeEventListener('focus', ask);
  };
}
