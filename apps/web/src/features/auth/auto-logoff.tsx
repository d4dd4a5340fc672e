import { useEffect, useRef } from 'react';
import { useTranslation } from '../../shared/i18n/use-translation';
import { readStorage, writeStorage } from '../../shared/storage/local-storage';
import { useLogoutFlow } from './use-logout-flow';

/** The last moment of activity, shared by every tab of the site. */
export const LAST_ACTIVITY_KEY = 'last-activity';
const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'wheel', 'touchstart'] as const;
/** Activity is written down at most this often; the check runs as often. */
const WRITE_EVERY_MS = 5_000;

/**
 * Auto logoff (AUTH-20): after `idleMs` without a click, key, wheel or touch in any tab of the site, the
 * player is logged out and told why. Mounted only while a player is logged in and the licence asks for it.
 */
export function AutoLogoff({ idleMs }: { idleMs: number }) {
  const { t } = useTranslation();
  const logout = useLogoutFlow();
  const logoutRef = useRef(logout);
  useEffect(() => {
    logoutRef.current = logout;
  });

  useEffect(() => {
    let last = Date.now();
    let written = 0;
    let done = false;
    const remember = () => {
      last = Date.now();
      if (last - written < WRITE_EVERY_MS) return;
      written = last;
      writeStorage(LAST_ACTIVITY_KEY, String(last));
    };
    const check = () => {
      const elsewhere = Number(readStorage(LAST_ACTIVITY_KEY)) || 0;
      if (done || Date.now() - Math.max(last, elsewhere) < idleMs) return;
      done = true;
      logoutRef.current({
        title: t('auth.autoLogoff.title'),
        text: t('auth.autoLogoff.text', { minutes: Math.round(idleMs / 60_000) }),
      });
    };
    remember();
    ACTIVITY_EVENTS.forEach((type) => window.addEventListener(type, remember, { passive: true }));
    const timer = setInterval(check, Math.min(WRITE_EVERY_MS, idleMs));
    return () => {
      ACTIVITY_EVENTS.forEach((type) => window.removeEventListener(type, remember));
      clearInterval(timer);
    };
  }, [idleMs, t]);

  return null;
}
