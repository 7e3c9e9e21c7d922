import type { StoreName } from '../../../common/game';
import type { Game } from '../../../common/contract/games';
import { STORE_NAMES } from '../../../common/game';
import { STORE_LABELS } from './gameConstants';

/** Where to get the game: one link per store, named after the store, opening in a new tab. */
export function StoreLinks({ storeLinks }: { storeLinks: Game['storeLinks'] }) {
  // The server accepts only https links; checking again keeps any other scheme out of an href.
  const stores = STORE_NAMES.filter((store): store is StoreName => /^https:\/\//.test(storeLinks[store] ?? ''));
  if (stores.length === 0) return null;
  return (
    <ul className="store-links">
      {stores.map((store) => (
        <li key={store}>
          <a className="btn" href={storeLinks[store]} target="_blank" rel="noopener noreferrer">
            {STORE_LABELS[store]}
          </a>
        </li>
      ))}
    </ul>
  );
}
