import { InfiniteList } from '../../../lib/infinite-list.tsx';
import { type ClientFilter, useClientPages } from '../api/find-clients.ts';
import { CLIENT_CARD_HEIGHT, ClientCard } from './client-card.tsx';

/**
 * Clients matching a filter, as cards, loading more as the visitor scrolls. `ranked` numbers
 * the clients that received flowers (the daily flower ranking).
 */
export function ClientList({
  filter,
  label,
  emptyMessage,
  ranked = false,
  enabled = true,
}: {
  filter: ClientFilter;
  label: string;
  emptyMessage: string;
  ranked?: boolean;
  enabled?: boolean;
}) {
  const query = useClientPages(filter, enabled);
  return (
    <InfiniteList
      id="clients"
      label={label}
      query={query}
      itemKey={(client) => client.client_id}
      estimateSize={CLIENT_CARD_HEIGHT}
      emptyMessage={emptyMessage}
      renderItem={(client, index) => (
        <ClientCard
          client={client}
          rank={ranked && client.flowers_24h > 0 ? index + 1 : undefined}
          eager={index < 2}
        />
      )}
    />
  );
}
