import { useTranslation } from '../../shared/i18n/use-translation';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { useSession } from '../../features/auth/api/session.api';
import { useLang } from '../../shared/i18n/use-lang';
import { Button, buttonClassName } from '../../shared/ui/button/button';
import { Icon, type IconName } from '../../shared/ui/icon/icon';
import { useModalStore } from '../../shared/ui/modal/modal.store';
import { Skeleton } from '../../shared/ui/skeleton/skeleton';
import styles from './home-page.module.css';

const AREAS: readonly { id: string; path: string; icon: IconName }[] = [
  { id: 'sports', path: 'line', icon: 'sports' },
  { id: 'live', path: 'live', icon: 'live' },
  { id: 'casino', path: 'casino', icon: 'casino' },
  { id: 'liveCasino', path: 'live-casino', icon: 'liveCasino' },
  { id: 'esports', path: 'cyber', icon: 'esports' },
  { id: 'virtual', path: 'virtualsports', icon: 'virtual' },
  { id: 'toto', path: 'toto', icon: 'toto' },
  { id: 'promotions', path: 'promotions', icon: 'promo' },
];

/** Banners, pinned games, top live and top line: the sportsbook's chunk, fetched after the page shows. */
const HomeSections = lazy(() =>
  import('../../features/sportsbook/pages/home-sections').then((module) => ({
    default: module.HomeSections,
  })),
);

/** A match card drawn in skeleton shapes: the hero's picture, with no invented teams or prices. */
function HeroCard() {
  return (
    <div className={styles.heroCard} aria-hidden="true">
      {[0, 1, 2].map((row) => (
        <div key={row} className={styles.heroRow}>
          <div className={styles.heroTeams}>
            <Skeleton width="70%" height={12} />
            <Skeleton width="55%" height={12} />
          </div>
          {[0, 1, 2].map((cell) => (
            <Skeleton key={cell} width={52} height={32} radius={6} />
          ))}
        </div>
      ))}
    </div>
  );
}

export function HomePage() {
  const { t } = useTranslation();
  const lang = useLang();
  const { isAuthenticated } = useSession();
  const openModal = useModalStore((state) => state.openModal);
  return (
    <div className={styles.page}>
      <section className={styles.hero}>
        <div className={styles.heroText}>
          <p className={styles.eyebrow}>{t('home.hero.eyebrow')}</p>
          <h1 className={styles.title}>{t('home.hero.title')}</h1>
          <p className={styles.lead}>{t('home.hero.text')}</p>
          <div className={styles.actions}>
            {isAuthenticated ? (
              <>
                <Link
                  to={`/${lang}/office/recharge`}
                  className={buttonClassName({ variant: 'primary', size: 'l' })}
                >
                  {t('header.deposit')}
                </Link>
                <Link to={`/${lang}/live`} className={buttonClassName({ variant: 'outline', size: 'l' })}>
                  {t('home.hero.toLive')}
                </Link>
              </>
            ) : (
              <>
                <Button variant="primary" size="l" onClick={() => openModal('registration')}>
                  {t('header.registration')}
                </Button>
                <Button variant="outline" size="l" onClick={() => openModal('login')}>
                  {t('header.login')}
                </Button>
              </>
            )}
          </div>
        </div>
        <HeroCard />
      </section>

      <nav className={styles.areas} aria-label={t('home.areas.label')}>
        {AREAS.map((area) => (
          <Link key={area.id} to={`/${lang}/${area.path}`} className={styles.area}>
            <span className={styles.areaIcon}>
              <Icon name={area.icon} size={22} />
            </span>
            <span className={styles.areaName}>{t(`home.areas.${area.id}.title`)}</span>
            <span className={styles.areaText}>{t(`home.areas.${area.id}.text`)}</span>
          </Link>
        ))}
      </nav>

      <Suspense fallback={<div className={styles.sectionsFallback} />}>
        <HomeSections />
      </Suspense>
    </div>
  );
}
