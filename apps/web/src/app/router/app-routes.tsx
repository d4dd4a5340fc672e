import type { QueryClient } from '@tanstack/react-query';
import { Navigate, type RouteObject } from 'react-router';
import { BootError } from '../language/boot-error';
import { BootScreen } from '../language/boot-screen';
import { createLanguageLoader, shouldRevalidateLanguage } from '../language/language-loader';
import { LanguageRoot } from '../language/language-root';
import { PreferredLanguageRedirect } from '../language/preferred-language-redirect';
import { BareLayout } from '../layout/bare-layout';
import { MainLayout } from '../layout/main-layout';
import type { RouteMeta } from '../routes/route-meta';
import { ROUTE_TABLE } from '../routes/route-table';
import { PAGE_MODULES } from './page-modules';

function toRouteObject(meta: RouteMeta): RouteObject {
  const route = { handle: { meta }, lazy: PAGE_MODULES[meta.page] };
  return meta.path === '' ? { ...route, index: true } : { ...route, path: meta.path };
}

const NOT_FOUND = ROUTE_TABLE.find((meta) => meta.page === 'not-found');

/** The router's tree: `/` picks a language; every page lives below /:lang in one of two layouts. */
export function createAppRoutes(queryClient: QueryClient): RouteObject[] {
  const inLayout = (layout: 'main' | 'bare') =>
    ROUTE_TABLE.filter((meta) => (meta.layout ?? 'main') === layout).map(toRouteObject);
  return [
    { path: '/', Component: PreferredLanguageRedirect },
    {
      path: '/:lang',
      loader: createLanguageLoader(queryClient),
      shouldRevalidate: shouldRevalidateLanguage,
      HydrateFallback: BootScreen,
      ErrorBoundary: BootError,
      Component: LanguageRoot,
      children: [
        {
          Component: MainLayout,
          children: [
            ...inLayout('main'),
            { path: 'office', element: <Navigate to="account" replace /> },
            { path: '*', handle: NOT_FOUND && { meta: NOT_FOUND }, lazy: PAGE_MODULES['not-found'] },
          ],
        },
        { Component: BareLayout, children: inLayout('bare') },
      ],
    },
  ];
}
