import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import { lazyPage } from '../../app/lazy-page.ts';
import { clientDataQuery } from '../../lib/client-data.ts';
import { preloadPhoto } from '../../lib/photo.tsx';
import { queryClient } from '../../lib/query-client.ts';
import { clientDescribeQuery, isClientId, parseClientId } from './api/describe-client.ts';
import { PROFILE_PHOTO_SIZES } from './profile-photo.ts';

/**
 * Asks for the client (and the lookup tables that name its places and type) while the page's
 * code loads, instead of once it has rendered, and its first photo (what the visitor sees
 * first) as soon as the client is there.
 */
function prefetchClient({ params }: LoaderFunctionArgs) {
  const clientId = parseClientId(params.id);
  if (!isClientId(clientId)) return null;
  const query = clientDescribeQuery(clientId);
  void queryClient.prefetchQuery(clientDataQuery);
  void queryClient.prefetchQuery(query).then(() => {
    const photo = queryClient.getQueryData(query.queryKey)?.photos[0];
    if (photo) preloadPhoto(photo, PROFILE_PHOTO_SIZES);
  });
  return null;
}

/** A client's profile and the pages under it (public: guests browse with the guest token). */
export const clientProfilePages: RouteObject[] = [
  {
    path: '/ad-blog/:id',
    loader: prefetchClient,
    lazy: lazyPage(
      () => import('./components/profile-page.tsx'),
      (module) => module.ProfilePage,
    ),
  },
  {
    path: '/ad-blog/:id/girls-list',
    lazy: lazyPage(
      () => import('./components/girls-list-page.tsx'),
      (module) => module.GirlsListPage,
    ),
  },
  {
    path: '/ad-blog/:id/post-details',
    lazy: lazyPage(
      () => import('./components/posts-page.tsx'),
      (module) => module.PostsPage,
    ),
  },
  {
    path: '/:id/service-package-detail/:service_package_id',
    lazy: lazyPage(
      () => import('./components/package-page.tsx'),
      (module) => module.PackagePage,
    ),
  },
  {
    path: '/location/:id',
    lazy: lazyPage(
      () => import('./components/location-page.tsx'),
      (module) => module.LocationPage,
    ),
  },
];
