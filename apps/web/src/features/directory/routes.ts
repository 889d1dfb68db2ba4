import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { lazyPage } from '../../app/lazy-page.ts';
import { clientDataQuery } from '../../lib/client-data.ts';
import { currentCountry } from '../../lib/country-store.ts';
import { queryClient } from '../../lib/query-client.ts';
import { clientPagesQuery, homeRankingFilter } from './api/find-clients.ts';

const page = (load: () => Promise<Record<string, unknown>>, name: string) =>
  lazyPage(load, (module) => module[name] as ComponentType);
const places = (name: string) => page(() => import('./components/place-clients-page.tsx'), name);
const filter = (name: string) => page(() => import('./components/client-filter-page.tsx'), name);

/**
 * Asks for the ranking, and the lookup tables its cards name places and types from, while the
 * home page's code loads, instead of once it has rendered.
 */
function prefetchHomeRanking() {
  void queryClient.prefetchInfiniteQuery(clientPagesQuery(homeRankingFilter(currentCountry().countryId)));
  void queryClient.prefetchQuery(clientDataQuery);
  return null;
}

/** Finding clients: the ranking, filters, search and the lists by place, type and shop. */
export const directoryPages: RouteObject[] = [
  {
    path: '/',
    loader: prefetchHomeRanking,
    lazy: page(() => import('./components/home-page.tsx'), 'HomePage'),
  },
  { path: '/client-filter', lazy: filter('ClientFilterStepsPage') },
  { path: '/client-filter-v2', lazy: filter('ClientFilterResultsPage') },
  {
    path: '/client-search',
    lazy: page(() => import('./components/client-search-page.tsx'), 'ClientSearchPage'),
  },
  { path: '/new-girls', lazy: page(() => import('./components/new-girls-page.tsx'), 'NewGirlsPage') },
  {
    path: '/fantasy-filter',
    lazy: page(() => import('./components/fantasy-filter-page.tsx'), 'FantasyFilterPage'),
  },
  { path: '/region-1/:region1', lazy: places('Region1Page') },
  { path: '/region-2/:region2', lazy: places('Region2Page') },
  { path: '/type/:type', lazy: places('TypePage') },
  { path: '/street-building/:gPin', lazy: places('StreetPage') },
  { path: '/shop/:shopId', lazy: page(() => import('./components/shop-page.tsx'), 'ShopPage') },
];
