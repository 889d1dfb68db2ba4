import type { RouteObject } from 'react-router';
import { Layout } from './layout.tsx';
import { lazyPage } from './lazy-page.ts';
import { NotFoundPage } from './not-found-page.tsx';
import { RouteError } from './route-error.tsx';

/**
 * The app's pages, in one table. Each loads lazily with its feature; a page arrives here
 * when its feature is built, never as a placeholder. Member-only pages go under AccessGuard
 * (app/access-guard.tsx) when the accounts feature brings them.
 */
const pages: RouteObject[] = [
  {
    path: '/',
    lazy: lazyPage(
      () => import('../features/client-type-statistics/components/statistics-page.tsx'),
      (module) => module.StatisticsPage,
    ),
  },
];

/** Paths that have a page; the tab bar shows only tabs that lead somewhere. */
export const AVAILABLE_PATHS: ReadonlySet<string> = new Set(pages.map((page) => page.path ?? ''));

export const routes: RouteObject[] = [
  {
    element: <Layout availablePaths={AVAILABLE_PATHS} />,
    errorElement: <RouteError />,
    children: [
      { errorElement: <RouteError />, children: [...pages, { path: '*', Component: NotFoundPage }] },
    ],
  },
];
