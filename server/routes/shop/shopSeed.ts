import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Database } from '../../db/database';
import { PROJECT_ROOT } from '../../lib/projectRoot';
import { ShopRepository } from './shopRepository';
import type { ShopItem } from '../../../common/contract/shop';

/** The bundled catalogue the SPA reads when SHOP_SOURCE=local: demo data uses the same items and ids. */
export const BUNDLED_SHOP_JSON = path.join(PROJECT_ROOT, 'public', 'data', 'shop.json');

export async function readBundledShopItems(file = BUNDLED_SHOP_JSON): Promise<Array<Omit<ShopItem, 'active'>>> {
  return JSON.parse(await readFile(file, 'utf8')) as Array<Omit<ShopItem, 'active'>>;
}

/** Fills an empty shop with the bundled items; answers how many were added. */
export async function seedDemoShopItems(db: Database): Promise<number> {
  return new ShopRepository(db).insertDemoItemsIfEmpty(await readBundledShopItems());
}
