import { describe, expect, it } from 'vitest';
import { shellPartsFor } from './shell-paths.ts';

// Every path spec section 2 names, with sample ids where it has parameters.
const HIDDEN_WITH_BACK_BAR = [
  '/profile/scan-to-pay',
  '/profile/settings',
  '/profile/qr-code',
  '/profile/edit-profile',
  '/pay-step-two',
  '/profile/pay-step-two',
  '/location',
  '/location/12',
  '/story-detail',
  '/story-detail/7',
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
  '/ad-blog/42',
];

const HIDDEN_WITHOUT_BACK_BAR = [
  '/ad-blog/42/post-details',
  '/profile/posts/9',
  '/member-post-detail/3',
  '/profile/posts/review-detail/5',
  '/write-review/42',
];

const WITH_TAB_BAR = [
  '/',
  '/stories-and-review',
  '/new-girls',
  '/fantasy-filter',
  '/profile',
  '/client-filter',
  '/client-filter-v2',
  '/client-search',
  '/all-story',
  '/all-review',
  '/all-member-post',
  '/region-1/3',
  '/region-2/8',
  '/type/Companion',
  '/street-building/abc',
  '/shop/5',
  '/contact/platform-rental',
  '/contact/banner-inquires',
  '/ad-blog/42/girls-list',
  '/ad-blog/42/77',
  '/42/service-package-detail/3',
  '/forget-password',
  '/create-password',
  '/register-details',
  '/profile/wallet',
  '/profile/transactions',
  '/trans-detail',
  '/oneCoinTopUp',
  '/crypto-selection',
  '/system-notification/4',
  '/profile/edit-profile/change-language',
  '/vip',
];

describe('shell parts by path (spec section 2, Layout)', () => {
  it.each(HIDDEN_WITH_BACK_BAR)('%s hides the tab bar and helper, shows the Back bar', (path) => {
    expect(shellPartsFor(path)).toEqual({ tabBar: false, helper: false, backBar: true });
  });

  it.each(HIDDEN_WITHOUT_BACK_BAR)('%s is a detail page: no tab bar, helper or Back bar', (path) => {
    expect(shellPartsFor(path)).toEqual({ tabBar: false, helper: false, backBar: false });
  });

  it.each(WITH_TAB_BAR)('%s shows the tab bar and helper, no Back bar', (path) => {
    expect(shellPartsFor(path)).toEqual({ tabBar: true, helper: true, backBar: false });
  });

  it('ignores a trailing slash', () => {
    expect(shellPartsFor('/login/')).toEqual(shellPartsFor('/login'));
  });
});
