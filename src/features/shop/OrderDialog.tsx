import { type FormEvent, useId, useState } from 'react';
import { MAX_ORDER_QUANTITY } from '../../../common/shop';
import type { ShopItem } from './shopApi';
import { Modal } from '../../components/Modal';
import { serverMessage } from '../../lib/serverMessage';
import { formatPrice } from './formatPrice';
import { PaymentInstructions } from './PaymentInstructions';
import { useCreateOrderMutation } from './shopApi';

/** Choose a quantity, place the order, then see how to pay for it. */
export function OrderDialog({ item, onClose }: { item: ShopItem; onClose: () => void }) {
  const [quantity, setQuantity] = useState(1);
  const [createOrder, { data: order, error, isLoading }] = useCreateOrderMutation();
  const quantityId = useId();
  const maxQuantity = Math.max(1, Math.min(MAX_ORDER_QUANTITY, item.stock));

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void createOrder({ itemId: item._id, quantity });
  };

  return (
    <Modal open onClose={onClose} title={order ? 'Pay for your order' : `Order ${item.name}`} maxWidth={560}>
      {order ? (
        <>
          <PaymentInstructions order={order} />
          <div className="shop__dialog-actions">
            <button type="button" className="btn btn-primary" onClick={onClose}>
              Done
            </button>
          </div>
        </>
      ) : (
        <form onSubmit={onSubmit} className="shop__order-form">
          <p>{item.description}</p>
          <div className="shop__field">
            <label htmlFor={quantityId}>Quantity</label>
            <select id={quantityId} value={quantity} onChange={(event) => setQuantity(Number(event.target.value))}>
              {Array.from({ length: maxQuantity }, (_, index) => index + 1).map((value) => (
                <option key={value} value={value}>
                  {value}
                </option>
              ))}
            </select>
          </div>
          <p>
            Total: <strong>{formatPrice(item.price * quantity, item.currency)}</strong>, paid by crypto transfer. We reserve
            the item for you while your payment is checked.
          </p>
          {error !== undefined && (
            <p role="alert" className="shop__error">
              {serverMessage(error, 'Your order could not be placed. Please try again.')}
            </p>
          )}
          <div className="shop__dialog-actions">
            <button type="button" className="btn btn-secondary" onClick={onClose}>
              Cancel
            </button>
            <button type="submit" className="btn btn-primary" disabled={isLoading}>
              {isLoading ? 'Placing order…' : 'Place order'}
            </button>
          </div>
        </form>
      )}
    </Modal>
  );
}
