import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { clientProfilePages } from '../features/client-profile/routes.ts';
import { directoryPages } from '../features/directory/routes.ts';
import { writingsPages } from '../features/writings/routes.ts';
import { AccessGuard } from './access-guard.tsx';
import { Layout } from './layout.tsx';
import { lazyPage } from './lazy-page.ts';
import { NotFoundPage } from './not-found-page.tsx';
import { PageLoader } from './page-loader.tsx';
import { RouteError } from './route-error.tsx';

/**
 * The app's pages, in one table. Each loads lazily with its feature; a page arrives here
 * when its feature is built, never as a placeholder. Member-only pages go under AccessGuard
 * (app/access-guard.tsx) when the accounts feature brings them.
 */
const pages: RouteObject[] = [];

const accounts = (file: string, name: string) =>
  lazyPage(
    () => import(`../features/accounts/components/${file}.tsx`),
    (module: Record<string, ComponentType>) => module[name]!,
  );

pages.push(...directoryPages, ...clientProfilePages, ...writingsPages);

pages.push(
  { path: '/login', lazy: accounts('login-page', 'LoginPage') },
  { path: '/register', lazy: accounts('register-page', 'RegisterPage') },
  { path: '/register-details', lazy: accounts('register-details-page', 'RegisterDetailsPage') },
  { path: '/forget-password', lazy: accounts('forget-password-page', 'ForgetPasswordPage') },
  { path: '/create-password', lazy: accounts('create-password-page', 'CreatePasswordPage') },
);

/** Member pages: behind the access guard (product decisions). */
const memberPages: RouteObject[] = [
  { path: '/profile', lazy: accounts('profile-page', 'ProfilePage') },
  { path: '/profile/settings', lazy: accounts('settings-page', 'SettingsPage') },
  { path: '/profile/edit-profile', lazy: accounts('edit-profile-page', 'EditProfilePage') },
  {
    path: '/profile/edit-profile/change-password',
    lazy: accounts('change-password-page', 'ChangePasswordPage'),
  },
  {
    path: '/profile/edit-profile/change-mobile-email',
    lazy: accounts('change-contact-page', 'ChangeContactPage'),
  },
  {
    path: '/profile/edit-profile/change-language',
    lazy: accounts('change-language-page', 'ChangeLanguagePage'),
  },
];

/** Paths that have a page; the tab bar shows only tabs that lead somewhere. */
export const AVAILABLE_PATHS: ReadonlySet<string> = new Set(
  [...pages, ...memberPages].map((page) => page.path ?? ''),
);

export const routes: RouteObject[] = [
  {
    element: <Layout availablePaths={AVAILABLE_PATHS} />,
    // While the first page's code loads (its loader starts the page's data meanwhile).
    HydrateFallback: PageLoader,
    errorElement: <RouteError />,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          ...pages,
          { element: <AccessGuard />, children: memberPages },
          { path: '*', Component: NotFoundPage },
        ],
      },
    ],
  },
];
