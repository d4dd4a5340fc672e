import { useRouteError } from 'react-router';
import { ErrorPage } from '../pages/error-page';
import styles from './boot.module.css';
import { useDocumentLanguage } from './use-document-language';

/** The language could not start (no site configuration: 'config is absent'): the error page, alone. */
export function BootError() {
  useDocumentLanguage();
  const error = useRouteError();
  const detail = error instanceof Error ? error.message : undefined;
  return (
    <main className={styles.errorFrame}>
      <ErrorPage detail={detail} />
    </main>
  );
}
