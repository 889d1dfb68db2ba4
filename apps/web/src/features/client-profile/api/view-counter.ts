import type { ViewCounterResponse } from '@petal/contract/clients';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { apiRequest } from '../../../lib/api-client.ts';

/**
 * Counts one view of the client when its profile opens, once per page visit (`visitKey`: the
 * history entry): neither StrictMode's second effect run nor a re-render asks twice. The
 * server counts once per viewer per client per day; the answer holds the views to show.
 */
export function useCountView(clientId: number, visitKey: string, enabled: boolean) {
  const counter = useMutation({
    mutationFn: (id: number) =>
      apiRequest<ViewCounterResponse>('/viewCounter/addOne', { method: 'POST', body: { client_id: id } }),
  });
  const counted = useRef<string | null>(null);
  const { mutate } = counter;

  useEffect(() => {
    if (!enabled) return;
    const key = `${visitKey}:${clientId}`;
    if (counted.current === key) return;
    counted.current = key;
    mutate(clientId);
  }, [enabled, clientId, visitKey, mutate]);

  // The answer belongs to the client it was asked for.
  return counter.variables === clientId ? counter.data : undefined;
}
