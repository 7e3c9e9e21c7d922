import './shop.css';
import { useState } from 'react';
import type { ShopItem } from './shopApi';
import { usePublicConfig } from '../../lib/publicConfig';
import { useAppSelector } from '../../app/hooks';
import { usePageTitle } from '../../lib/usePageTitle';
import { selectSessionStatus, selectToken } from '../session/sessionSlice';
import { MyOrders } from './MyOrders';
import { OrderDialog } from './OrderDialog';
import { type OrderAvailability, ShopItemCard } from './ShopItemCard';
import { useShopItems } from './useShopItems';

/** What a buyer gets today, said plainly: items are not yet drawn on profiles, chats or brackets. */
export const ITEMS_SHOWN_MESSAGE =
  'An item you buy is recorded with your account and listed under My orders once we confirm your payment. Items are not shown on profiles, in chats or in brackets yet.';

export const PAYMENTS_NOT_OPEN_MESSAGE = 'Payments are not open yet. You can browse the items; ordering opens soon.';

function ShopItems({ availability, onOrder }: { availability: OrderAvailability; onOrder: (item: ShopItem) => void }) {
  const { data: items, isLoading, isError, refetch } = useShopItems();
  if (isLoading) return <p role="status">Loading the shop…</p>;
  if (isError || !items) {
    return (
      <div role="alert" className="card">
        <p>Failed to load the shop. Please try again later.</p>
        <button type="button" className="btn btn-secondary" onClick={() => void refetch()}>
          Try Again
        </button>
      </div>
    );
  }
  if (items.length === 0) return <p>The shop is empty right now. New items are coming soon.</p>;
  return (
    <ul className="shop__grid">
      {items.map((item) => (
        <li key={item._id}>
          <ShopItemCard item={item} availability={availability} onOrder={onOrder} />
        </li>
      ))}
    </ul>
  );
}

/** /shop: cosmetic items, ordered by a logged-in user and paid by crypto transfer, confirmed by an admin. */
export function ShopPage() {
  usePageTitle('Shop');
  const { cryptoWallet } = usePublicConfig();
  const sessionStatus = useAppSelector(selectSessionStatus);
  const token = useAppSelector(selectToken);
  const [ordering, setOrdering] = useState<ShopItem | null>(null);
  const signedIn = token !== null;

  let availability: OrderAvailability = 'closed';
  if (cryptoWallet) availability = signedIn ? 'open' : 'login';

  return (
    <section className="page container shop" aria-labelledby="shop-title">
      <h1 id="shop-title">Shop</h1>
      <p className="shop__intro">
        Supporter items for VERSUS: badges, frames, backgrounds and more. They are cosmetic and never change a match —
        tournaments are won by skill alone.
      </p>
      <p className="shop__intro">{ITEMS_SHOWN_MESSAGE}</p>
      {!cryptoWallet && (
        <p className="card shop__notice" role="note">
          {PAYMENTS_NOT_OPEN_MESSAGE}
        </p>
      )}

      <section aria-labelledby="shop-how-title" className="shop__how">
        <h2 id="shop-how-title">How buying works</h2>
        <ol>
          <li>{cryptoWallet ? 'Log in and order an item. We reserve it for you.' : 'Once ordering opens: log in and order an item. We reserve it for you.'}</li>
          <li>Send the exact amount by crypto transfer to our wallet, with your payment reference in the memo.</li>
          <li>Our team checks the payment and confirms your order; until then it stays pending under My orders.</li>
        </ol>
      </section>

      <section aria-labelledby="shop-items-title">
        <h2 id="shop-items-title">Items</h2>
        <ShopItems availability={availability} onOrder={setOrdering} />
      </section>

      {signedIn && sessionStatus === 'ready' && <MyOrders />}
      {ordering && <OrderDialog item={ordering} onClose={() => setOrdering(null)} />}
    </section>
  );
}
