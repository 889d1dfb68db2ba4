/**
 * The orders of a client list. Kept apart from the zod schemas so the web app can use the
 * list without shipping zod (decision 012).
 * "ranking": flowers received in the last 24 hours (the daily flower ranking), most first.
 */
export const CLIENT_SORTS = ['ranking', 'newest', 'rating', 'views'] as const;
export type ClientSort = (typeof CLIENT_SORTS)[number];
