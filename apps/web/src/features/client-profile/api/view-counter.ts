import type { ViewCounterResponse } from '@petal/contract/clients';
import { PROFILE_VIEW_DWELL_MS } from '@petal/contract/constants';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { apiRequest } from '../../../lib/api-client.ts';

/**
 * Counts one view of the client once its profile has been on screen (`shown`) for
 * PROFILE_VIEW_DWELL_MS on end with the page visible, once per page visit (`visitKey`: the history
 * entry): neither StrictMode's second effect run nor a re-render asks twice, and a visitor who
 * leaves sooner, or a profile that never shows (not found, ad switched off), counts nothing.
 * The request also stays out of the way of what the first screen is waiting for (the photo,
 * the page's code and translations). The server counts once per viewer per client per day;
 * the answer holds the views to show.
 */
export function useCountView(clientId: number, visitKey: string, shown: boolean) {
  const counter = useMutation({
    mutationFn: (id: number) =>
      apiRequest<ViewCounterResponse>('/viewCounter/addOne', { method: 'POST', body: { client_id: id } }),
  });
  const counted = useRef<string | null>(null);
  const { mutate } = counter;

  useEffect(() => {
    if (!shown) return;
    const key = `${visitKey}:${clientId}`;
    if (counted.current === key) return;
    // The second runs only while the page is visible, and starts again when it is shown again
    // (a profile opened in a background tab counts a second after the visitor turns to it).
    let timer: ReturnType<typeof setTimeout> | undefined;
    const restart = () => {
      clearTimeout(timer);
      if (document.visibilityState === 'hidden') return;
      timer = setTimeout(() => {
        document.removeEventListener('visibilitychange', restart);
        counted.current = key;
        mutate(clientId);
      }, PROFILE_VIEW_DWELL_MS);
    };
    restart();
    document.addEventListener('visibilitychange', restart);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', restart);
    };
  }, [shown, clientId, visitKey, mutate]);

  // The answer belongs to the client it was asked for.
  return counter.variables === clientId ? counter.data : undefined;
}
