import { render } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { App } from '../app/app';
import { createQueryClient } from '../app/query-client';
import { createAppRoutes } from '../app/router/app-routes';

/** The whole app at a path, with its real routes, guard and layout, against the mocked server. */
export function renderApp(path: string) {
  const queryClient = createQueryClient();
  const router = createMemoryRouter(createAppRoutes(queryClient), { initialEntries: [path] });
  const view = render(<App router={router} queryClient={queryClient} />);
  return { ...view, router, queryClient };
}
