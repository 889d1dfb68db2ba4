import type { RouteObject } from 'react-router';

/** A client's profile and the pages under it. */
export const clientProfilePages: RouteObject[] = [];
