import { Link } from 'react-router';
import type { ShopItem } from './shopApi';
import { formatPrice } from './formatPrice';

export type OrderAvailability = 'open' | 'login' | 'closed';

interface ShopItemCardProps {
  item: ShopItem;
  /** open: the visitor can order; login: they must log in first; closed: payments are not open yet. */
  availability: OrderAvailability;
  onOrder: (item: ShopItem) => void;
}

function StockBadge({ stock }: { stock: number }) {
  if (stock === 0) return <span className="badge shop__sold-out">Sold out</span>;
  return <span className="badge badge-accent">{stock} in stock</span>;
}

export function ShopItemCard({ item, availability, onOrder }: ShopItemCardProps) {
  const soldOut = item.stock === 0;
  return (
    <article className="card shop__item" aria-labelledby={`shop-item-${item._id}`}>
      <img className="shop__image" src={item.image ?? '/images/placeholder-game.svg'} alt="" width={400} height={300} loading="lazy" />
      <div className="shop__item-body">
        <h3 id={`shop-item-${item._id}`}>{item.name}</h3>
        <p className="shop__description">{item.description}</p>
        <p className="shop__price-line">
          <span className="shop__price">{formatPrice(item.price, item.currency)}</span>
          <StockBadge stock={item.stock} />
        </p>
        {availability === 'open' && (
          <button type="button" className="btn btn-primary" disabled={soldOut} onClick={() => onOrder(item)}>
            {soldOut ? 'Out of stock' : 'Order'}
            <span className="visually-hidden"> {item.name}</span>
          </button>
        )}
        {availability === 'login' && !soldOut && (
          <Link className="btn btn-secondary" to="/login">
            Log in to order<span className="visually-hidden"> {item.name}</span>
          </Link>
        )}
      </div>
    </article>
  );
}
