import { useState } from 'react';
import { ORDER_STATUSES, type OrderStatus } from '../../../../common/shop';
import { DateTime } from '../../../components/DateTime';
import { serverMessage } from '../../../lib/serverMessage';
import { useDecideOrderMutation, useGetShopOrdersQuery } from './shopAdminApi';

/** Crypto-paid shop orders: confirm once the transfer arrived, or cancel an unpaid one. */
export function OrdersSection() {
  const [status, setStatus] = useState<OrderStatus | ''>('pending');
  const { data, isLoading, isError } = useGetShopOrdersQuery({ status: status || undefined });
  const [decideOrder] = useDecideOrderMutation();
  const [error, setError] = useState<string | null>(null);

  async function decide(id: string, decision: 'confirm' | 'cancel') {
    setError(null);
    try {
      await decideOrder({ id, decision }).unwrap();
    } catch (failure) {
      setError(serverMessage(failure, 'The order could not be changed.'));
    }
  }

  return (
    <section className="admin-section" aria-labelledby="orders-heading">
      <h2 id="orders-heading">Shop orders</h2>
      <div className="admin-toolbar">
        <label className="admin-field">
          Show
          <select value={status} onChange={(event) => setStatus(event.target.value as OrderStatus | '')}>
            {ORDER_STATUSES.map((orderStatus) => (
              <option key={orderStatus} value={orderStatus}>
                {orderStatus}
              </option>
            ))}
            <option value="">all</option>
          </select>
        </label>
      </div>
      {error && (
        <p className="admin-error" role="alert">
          {error}
        </p>
      )}
      {isLoading && <p role="status">Loading...</p>}
      {isError && <p className="admin-error">The orders could not be loaded.</p>}
      {data && data.items.length === 0 && <p>No orders.</p>}
      {data && data.items.length > 0 && (
        <div className="admin-table-wrap">
          <table className="admin-table">
            <caption className="visually-hidden">Shop orders</caption>
            <thead>
              <tr>
                <th scope="col">Placed</th>
                <th scope="col">Item</th>
                <th scope="col">Amount</th>
                <th scope="col">Reference</th>
                <th scope="col">Status</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {data.items.map((order) => (
                <tr key={order._id}>
                  <td>
                    <DateTime value={order.createdAt} />
                  </td>
                  <td>
                    {order.quantity} × {order.itemName}
                  </td>
                  <td>
                    {order.amount} {order.currency}
                  </td>
                  <td>{order.paymentReference}</td>
                  <td>{order.status}</td>
                  <td className="admin-actions">
                    {order.status === 'pending' && (
                      <>
                        <button type="button" className="btn btn-primary btn-small" onClick={() => decide(order._id, 'confirm')} aria-label={`Confirm order ${order.paymentReference}`}>
                          Confirm
                        </button>
                        <button type="button" className="btn btn-ghost btn-small" onClick={() => decide(order._id, 'cancel')} aria-label={`Cancel order ${order.paymentReference}`}>
                          Cancel
                        </button>
                      </>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
