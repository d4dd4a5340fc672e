import './shared/storage/apply-storage-version';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { App } from './app/app';
import { createQueryClient } from './app/query-client';
import { prefetchLanguage } from './app/language/language-loader';
import { createAppRoutes } from './app/router/app-routes';
import { scheduleAnalytics } from './shared/analytics/track-event';
import { isLanguage } from './shared/i18n/languages';
import { applyTheme, useThemeStore } from './shared/theme/theme.store';
import { scheduleWebVitals } from './shared/web-vitals/schedule-web-vitals';
import './styles/global.css';

applyTheme(useThemeStore.getState().theme);

const queryClient = createQueryClient();
const pathLang = window.location.pathname.split('/')[1];
if (isLanguage(pathLang)) prefetchLanguage(queryClient, pathLang);
const router = createBrowserRouter(createAppRoutes(queryClient));
const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <App router={router} queryClient={queryClient} />
  </StrictMode>,
);
scheduleWebVitals();
scheduleAnalytics();
