import { matchPath } from 'react-router';

/**
 * Spec section 2, "Layout": where the tab bar, the floating helper and the Back bar show.
 * Kept as data, exactly as the spec lists it; shell-paths.test.ts walks every path it names.
 */

/** The spec's list of detail and utility pages that hide the tab bar and the helper. */
const TAB_BAR_HIDDEN_STATIC = [
  '/profile/scan-to-pay',
  '/profile/settings',
  '/profile/qr-code',
  '/profile/edit-profile',
  '/pay-step-two',
  '/location',
  '/story-detail',
  '/profile/posts/review-detail',
  '/nearby',
  '/write-review',
  '/login',
  '/register',
  '/profile/edit-profile/change-password',
  '/profile/edit-profile/change-mobile-email',
  '/profile/following-favourites',
  '/profile/posts',
  '/profile/send-ir-product',
  '/notification',
  '/system-notification',
  '/invitation',
] as const;

/**
 * Three names in that list stand for routes that carry more than the name: /location/{id},
 * /story-detail/{id} and /profile/pay-step-two (decision 010). They hide the bars too.
 */
const ROUTES_THE_STATIC_NAMES_STAND_FOR = [
  '/location/:id',
  '/story-detail/:id',
  '/profile/pay-step-two',
] as const;

/** The spec's parameterised detail paths: no tab bar, no helper, and no Back bar. */
const DETAIL_PATHS = [
  '/ad-blog/:id/post-details',
  '/profile/posts/:id',
  '/member-post-detail/:id',
  '/profile/posts/review-detail/:id',
  '/write-review/:id',
  '/ad-blog/:id',
] as const;

export const TAB_BAR_HIDDEN_PATHS: readonly string[] = [
  ...TAB_BAR_HIDDEN_STATIC,
  ...ROUTES_THE_STATIC_NAMES_STAND_FOR,
  ...DETAIL_PATHS,
];

/** "The same list minus the detail paths, plus /ad-blog/{id}". */
export const BACK_BAR_PATHS: readonly string[] = [
  ...TAB_BAR_HIDDEN_STATIC,
  ...ROUTES_THE_STATIC_NAMES_STAND_FOR,
  '/ad-blog/:id',
];

function matchesAny(patterns: readonly string[], pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return patterns.some((pattern) => matchPath({ path: pattern, end: true }, path) !== null);
}

export interface ShellParts {
  tabBar: boolean;
  helper: boolean;
  backBar: boolean;
}

export function shellPartsFor(pathname: string): ShellParts {
  const hidden = matchesAny(TAB_BAR_HIDDEN_PATHS, pathname);
  return { tabBar: !hidden, helper: !hidden, backBar: matchesAny(BACK_BAR_PATHS, pathname) };
}
