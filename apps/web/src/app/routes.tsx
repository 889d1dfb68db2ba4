import type { RouteObject } from 'react-router';
import { Layout } from './layout.tsx';
import { NotFoundPage } from './not-found-page.tsx';

/** Every route of the app, in one table; pages load lazily with their feature. */
export const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      {
        path: '/',
        lazy: async () => ({
          Component: (await import('../features/client-type-statistics/components/statistics-page.tsx'))
            .StatisticsPage,
        }),
      },
      { path: '*', Component: NotFoundPage },
    ],
  },
];
