import type { ShopOrder } from '../../../common/contract/shop';
import { CopyButton } from './CopyButton';
import { formatPrice } from './formatPrice';
import { QrCode } from '../../components/QrCode';

/** What the buyer needs for the transfer: amount, wallet, and the reference that matches it to the order. */
export function PaymentInstructions({ order }: { order: ShopOrder }) {
  const exactAmount = order.amount.toFixed(2);
  return (
    <div className="shop__payment">
      <p>
        Your order for {order.quantity} × {order.itemName} is reserved. Send exactly <strong>{formatPrice(order.amount, order.currency)}</strong>{' '}
        by crypto transfer:
      </p>
      <dl className="shop__payment-details">
        <div>
          <dt>Amount</dt>
          <dd>
            <code>
              {exactAmount} {order.currency}
            </code>
            <CopyButton value={exactAmount} subject="amount" />
          </dd>
        </div>
        <div>
          <dt>Wallet address</dt>
          <dd>
            <code className="shop__address">{order.walletAddress}</code>
            <CopyButton value={order.walletAddress} subject="wallet address" />
            <QrCode text={order.walletAddress} label={`QR code of the wallet address ${order.walletAddress}`} size={176} className="shop__qr" />
          </dd>
        </div>
        <div>
          <dt>Payment reference (put it in the transfer memo)</dt>
          <dd>
            <code>{order.paymentReference}</code>
            <CopyButton value={order.paymentReference} subject="payment reference" />
          </dd>
        </div>
      </dl>
      <p>
        Your order stays <strong>pending</strong> until an admin has checked that the payment arrived and confirms it. You
        can follow it under My orders. Check the address before you send: a transfer to a wrong address or network cannot
        be reversed.
      </p>
    </div>
  );
}
