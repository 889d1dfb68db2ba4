import type { ComponentType } from 'react';

/** Spec section 8: a failed dynamic import dispatches the preload error event. */
export const PRELOAD_ERROR_EVENT = 'vite:preloadError';

export class PageLoadError extends Error {
  constructor(cause: unknown) {
    super('A page failed to load', { cause });
    this.name = 'PageLoadError';
  }
}

/**
 * A route's `lazy` for a page module: loads the page's code on first visit. When the code
 * cannot be fetched (offline, or a new deployment removed the old files), it dispatches the
 * preload error event and throws a PageLoadError, which the route's error element turns
 * into an offer to reload.
 */
export function lazyPage<Module>(load: () => Promise<Module>, pick: (module: Module) => ComponentType) {
  return async () => {
    try {
      return { Component: pick(await load()) };
    } catch (error) {
      window.dispatchEvent(new CustomEvent(PRELOAD_ERROR_EVENT, { detail: error }));
      throw new PageLoadError(error);
    }
  };
}
