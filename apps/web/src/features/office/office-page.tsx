import { Suspense } from 'react';
import { useTranslation } from '../../shared/i18n/use-translation';
import { OfficeMenu } from './menu/office-menu';
import { OFFICE_PAGES } from './office-pages';
import { useOfficeRoute } from './use-office-route';
import { OfficeSoon } from './ui/office-soon';
import { PageSkeleton } from './ui/page-state';
import styles from './office-page.module.css';

/**
 * Every account page (/:lang/office/...): the office menu beside the page the route names. Pages of later
 * releases say so inside the same frame, so the menu stays at hand.
 */
export function OfficePage() {
  const { t } = useTranslation();
  const route = useOfficeRoute();
  const title = route ? t(route.titleKey) : '';
  const Page = route ? OFFICE_PAGES[route.id] : undefined;
  return (
    <div className={styles.office}>
      <div className={styles.layout}>
        <OfficeMenu currentTitle={title} />
        <section className={styles.content} aria-labelledby="office-title">
          <h1 id="office-title" className={styles.title}>
            {title}
          </h1>
          <Suspense fallback={<PageSkeleton />}>{Page ? <Page /> : <OfficeSoon />}</Suspense>
        </section>
      </div>
    </div>
  );
}
