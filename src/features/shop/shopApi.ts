import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { CreateOrderBody, ShopItem as ListedShopItem, ShopOrder } from '../../../common/contract/shop';
import { baseApi } from '../../api/baseApi';

/** An item on sale; the bundled catalogue lists only such items and has no active flag, so the SPA reads none. */
export type ShopItem = Omit<ListedShopItem, 'active'>;

/** The catalogue bundled with the SPA, read when SHOP_SOURCE=local. */
export const BUNDLED_SHOP_PATH = '/data/shop.json';

async function fetchBundledItems(): Promise<{ data: ShopItem[] } | { error: FetchBaseQueryError }> {
  try {
    const response = await fetch(new URL(BUNDLED_SHOP_PATH, window.location.origin));
    if (!response.ok) return { error: { status: response.status, data: null } };
    return { data: (await response.json()) as ShopItem[] };
  } catch (error) {
    return { error: { status: 'FETCH_ERROR', error: String(error) } };
  }
}

export const shopApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getShopItems: build.query<ShopItem[], void>({
      query: () => '/shop/items',
      providesTags: ['Shop'],
    }),
    getBundledShopItems: build.query<ShopItem[], void>({
      queryFn: fetchBundledItems,
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
