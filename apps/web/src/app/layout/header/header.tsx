import { lazy, Suspense } from 'react';
import { useSession } from '../../../features/auth/api/session.api';
import { useScrollActivity } from '../../../shared/hooks/use-scroll-activity';
import { useSiteConfig } from '../../../shared/site-config/site-config.api';
import { GuestActions } from './guest-actions';
import { HeaderClock } from './header-clock';
import { HeaderNav } from './header-nav';
import { LanguageSwitcher } from './language-switcher';
import { Logo } from './logo';
import { OddsFormatSwitcher } from './odds-format-switcher';
import { ThemeToggle } from './theme-toggle';
import styles from './header.module.css';

/** Only a logged-in player needs the account menu and log-out: loaded after the first paint. */
const UserActions = lazy(() => import('./user-actions').then((module) => ({ default: module.UserActions })));

export function Header() {
  const scrolling = useScrollActivity();
  const { user } = useSession();
  const config = useSiteConfig();
  return (
    <header className={`${styles.header} ${scrolling ? styles.scrolling : ''}`}>
      <div className={styles.top}>
        <div className={styles.topInner}>
          <Logo />
          <div className={styles.controls}>
            <HeaderClock />
            {config.boolean.oddsFormatSwitcher ? <OddsFormatSwitcher /> : null}
            <LanguageSwitcher />
            {config.boolean.themeSwitcher ? <ThemeToggle /> : null}
          </div>
          {user ? (
            <Suspense fallback={<span className={styles.accountPlaceholder} />}>
              <UserActions user={user} />
            </Suspense>
          ) : (
            <GuestActions />
          )}
        </div>
      </div>
      <HeaderNav />
    </header>
  );
}
