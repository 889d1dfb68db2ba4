/** Items per page of an infinite list. */
export const PAGE_SIZE = 20;
/** Items in a preview on a client's profile. */
export const PREVIEW_SIZE = 3;
