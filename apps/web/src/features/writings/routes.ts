import type { RouteObject } from 'react-router';

/** Stories, reviews and member posts: the writings feature's pages. */
export const writingsPages: RouteObject[] = [];
