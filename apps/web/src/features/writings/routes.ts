import type { RouteObject } from 'react-router';
import { lazyPage } from '../../app/lazy-page.ts';

/** Stories, reviews and member posts: the writings feature's pages, each loaded on first visit. */
export const writingsPages: RouteObject[] = [
  {
    path: '/stories-and-review',
    lazy: lazyPage(
      () => import('./components/stories-and-review-page.tsx'),
      (module) => module.StoriesAndReviewPage,
    ),
  },
  {
    path: '/all-story',
    lazy: lazyPage(
      () => import('./components/all-story-page.tsx'),
      (module) => module.AllStoryPage,
    ),
  },
  {
    path: '/story-detail/:id',
    lazy: lazyPage(
      () => import('./components/story-detail-page.tsx'),
      (module) => module.StoryDetailPage,
    ),
  },
  {
    path: '/all-review',
    lazy: lazyPage(
      () => import('./components/all-review-page.tsx'),
      (module) => module.AllReviewPage,
    ),
  },
  {
    // A review, under its client's profile (spec section 2: /ad-blog/{id}/{rev_id}).
    path: '/ad-blog/:id/:revId',
    lazy: lazyPage(
      () => import('./components/review-detail-page.tsx'),
      (module) => module.ReviewDetailPage,
    ),
  },
  {
    path: '/all-member-post',
    lazy: lazyPage(
      () => import('./components/all-member-post-page.tsx'),
      (module) => module.AllMemberPostPage,
    ),
  },
  {
    path: '/member-post-detail/:id',
    lazy: lazyPage(
      () => import('./components/member-post-detail-page.tsx'),
      (module) => module.MemberPostDetailPage,
    ),
  },
];
