import { Outlet } from 'react-router';
import { LazyHosts } from '../../shared/ui/modal/lazy-hosts';
import { MODAL_REGISTRY } from '../modals/modal-registry';
import { NavigationProgress } from './navigation-progress';
import { useDocumentLanguage } from './use-document-language';
import { useBrand } from './use-brand';

/** Everything below /:lang: document language and direction, brand, modals and notifications. */
export function LanguageRoot() {
  useDocumentLanguage();
  useBrand();
  return (
    <>
      <NavigationProgress />
      <Outlet />
      <LazyHosts registry={MODAL_REGISTRY} />
    </>
  );
}
