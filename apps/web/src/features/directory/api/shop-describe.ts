import type { ShopDescribeResponse } from '@petal/contract/clients';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** A shop's profile and its number of listed girls. */
export function useShop(shopId: number, enabled = true) {
  return useQuery({
    queryKey: ['shops', 'describe', shopId],
    queryFn: ({ signal }) =>
      apiRequest<ShopDescribeResponse>('/viewer/shop/describe', {
        method: 'POST',
        body: { shop_id: shopId },
        signal,
      }),
    enabled,
    staleTime: 60_000,
  });
}
