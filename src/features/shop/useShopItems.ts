import { usePublicConfig } from '../../lib/publicConfig';
import { useGetBundledShopItemsQuery, useGetShopItemsQuery } from './shopApi';

/** The items from the API, or from the bundled JSON when the shop source is local. */
export function useShopItems() {
  const { shopSource } = usePublicConfig();
  const local = shopSource === 'local';
  const fromApi = useGetShopItemsQuery(undefined, { skip: local });
  const bundled = useGetBundledShopItemsQuery(undefined, { skip: !local });
  return local ? bundled : fromApi;
}
