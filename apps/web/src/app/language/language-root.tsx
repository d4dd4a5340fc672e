import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import { useGeoBlockStore } from '../../shared/http/geo-block.store';
import { useSiteConfig } from '../../shared/site-config/site-config.api';
import { LazyHosts } from '../../shared/ui/modal/lazy-hosts';
import { MODAL_REGISTRY } from '../modals/modal-registry';
import { useRouteMeta } from '../routes/use-route-meta';
import styles from './boot.module.css';
import { NavigationProgress } from './navigation-progress';
import { useDocumentLanguage } from './use-document-language';
import { useBrand } from './use-brand';

const GeoBlockPage = lazy(() =>
  import('../pages/geo-block-page').then((module) => ({ default: module.GeoBlockPage })),
);

/** The one page a geo-blocked player may still use: the server keeps withdrawals open there. */
const OPEN_WHEN_GEO_BLOCKED = 'office.withdrawal';

/**
 * Everything below /:lang: document language and direction, brand, modals and notifications. In a country the
 * licence excludes (the configuration says so, or any call answered 451) the geo block page stands alone in
 * place of the site; the modals stay, for logging in.
 */
export function LanguageRoot() {
  useDocumentLanguage();
  useBrand();
  const answered451 = useGeoBlockStore((state) => state.blocked);
  const geoBlocked = useSiteConfig().derived.geoBlocked || answered451;
  const meta = useRouteMeta();
  return (
    <>
      <NavigationProgress />
      {geoBlocked && meta?.id !== OPEN_WHEN_GEO_BLOCKED ? (
        <main className={styles.errorFrame}>
          <Suspense fallback={null}>
            <GeoBlockPage />
          </Suspense>
        </main>
      ) : (
        <Outlet />
      )}
      <LazyHosts registry={MODAL_REGISTRY} />
    </>
  );
}
