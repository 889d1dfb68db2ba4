import type { RouteObject } from 'react-router';

/** Finding clients: the ranking, filters, search and the lists by place, type and shop. */
export const directoryPages: RouteObject[] = [];
