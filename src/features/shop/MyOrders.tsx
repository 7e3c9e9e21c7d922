import type { OrderStatus } from '../../../common/shop';
import { formatPrice } from './formatPrice';
import { useGetMyOrdersQuery } from './shopApi';

const STATUS_LABELS: Record<OrderStatus, string> = { pending: 'Pending', confirmed: 'Confirmed', cancelled: 'Cancelled', expired: 'Expired (not paid in time)' };

function OrderDate({ iso }: { iso: string }) {
  const text = new Date(iso).toLocaleString(undefined, {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZoneName: 'short',
  });
  return <time dateTime={iso}>{text}</time>;
}

/** The signed-in buyer's orders with their payment reference and status. */
export function MyOrders() {
  const { data: orders, isLoading, isError } = useGetMyOrdersQuery();
  return (
    <section className="shop__orders" aria-labelledby="my-orders-title">
      <h2 id="my-orders-title">My orders</h2>
      {isLoading && <p role="status">Loading your orders…</p>}
      {isError && <p role="alert">Your orders could not be loaded. Please try again later.</p>}
      {orders?.length === 0 && <p>You have not ordered anything yet.</p>}
      {orders && orders.length > 0 && (
        <div className="shop__table-wrap">
          <table className="shop__table">
            <caption className="visually-hidden">Your orders, newest first</caption>
            <thead>
              <tr>
                <th scope="col">Item</th>
                <th scope="col">Amount</th>
                <th scope="col">Payment reference</th>
                <th scope="col">Status</th>
                <th scope="col">Ordered</th>
              </tr>
            </thead>
            <tbody>
              {orders.map((order) => (
                <tr key={order._id}>
                  <th scope="row">
                    {order.quantity} × {order.itemName}
                  </th>
                  <td>{formatPrice(order.amount, order.currency)}</td>
                  <td>
                    <code>{order.paymentReference}</code>
                  </td>
                  <td>
                    <span className={`badge shop__status shop__status--${order.status}`}>{STATUS_LABELS[order.status]}</span>
                  </td>
                  <td>
                    <OrderDate iso={order.createdAt} />
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
