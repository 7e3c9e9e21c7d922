import type { OrderListQuery, ShopOrder, ShopOrderList } from '../../../../common/contract/shop';
import { baseApi } from '../../../api/baseApi';

/** The backoffice's shop calls: every order, and an order confirmed or cancelled. */
export const shopAdminApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getShopOrders: build.query<ShopOrderList, Pick<OrderListQuery, 'status'>>({
      query: ({ status }) => ({ url: 'shop/orders', params: { limit: 100, ...(status ? { status } : {}) } }),
      providesTags: ['Order'],
    }),
    decideOrder: build.mutation<ShopOrder, { id: string; decision: 'confirm' | 'cancel' }>({
      query: ({ id, decision }) => ({ url: `shop/orders/${id}/${decision}`, method: 'POST' }),
      invalidatesTags: ['Order', 'Shop', 'AuditLog'],
    }),
  }),
});

export const { useGetShopOrdersQuery, useDecideOrderMutation } = shopAdminApi;
