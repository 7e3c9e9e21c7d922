import type { CreateOrderBody, ShopItem as ListedShopItem, ShopOrder } from '../../../common/contract/shop';
import { baseApi, onOrigin } from '../../api/baseApi';

/** An item on sale; the bundled catalogue lists only such items and has no active flag, so the SPA reads none. */
export type ShopItem = Omit<ListedShopItem, 'active'>;

/** The catalogue bundled with the SPA, read when SHOP_SOURCE=local. */
export const BUNDLED_SHOP_PATH = '/data/shop.json';

export const shopApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getShopItems: build.query<ShopItem[], void>({
      query: () => '/shop/items',
      providesTags: ['Shop'],
    }),
    /** Read through the base query like every other call; a bundled file needs no login token. */
    getBundledShopItems: build.query<ShopItem[], void>({
      query: () => ({ url: onOrigin(BUNDLED_SHOP_PATH), token: null }),
    }),
    getMyOrders: build.query<ShopOrder[], void>({
      query: () => '/shop/orders/mine',
      providesTags: ['Order'],
    }),
    createOrder: build.mutation<ShopOrder, CreateOrderBody>({
      query: (body) => ({ url: '/shop/orders', method: 'POST', body }),
      // Ordering reserves stock, so the item list changes too.
      invalidatesTags: ['Order', 'Shop'],
    }),
  }),
});

export const { useGetShopItemsQuery, useGetBundledShopItemsQuery, useGetMyOrdersQuery, useCreateOrderMutation } = shopApi;
