import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { ShopPage } from '../../../src/features/shop/ShopPage';
import type { ShopOrder } from '../../../common/contract/shop';
import type { ShopItem } from '../../../src/features/shop/shopApi';
import { server } from '../mswServer';
import { renderApp, renderWithProviders, signedIn } from '../render';

const WALLET = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';

const ITEMS: ShopItem[] = [
  { _id: 'a'.repeat(24), name: 'Neon Profile Frame', description: 'A glowing frame.', image: '/images/shop/neon-frame.svg', price: 4.99, currency: 'USDT', stock: 5 },
  { _id: 'b'.repeat(24), name: 'Golden Controller Emote', description: 'Sold out for now.', image: null, price: 3.49, currency: 'USDT', stock: 0 },
];

function pendingOrder(overrides: Partial<ShopOrder> = {}): ShopOrder {
  return {
    _id: 'c'.repeat(24),
    itemId: ITEMS[0]!._id,
    itemName: 'Neon Profile Frame',
    quantity: 2,
    unitPrice: 4.99,
    amount: 9.98,
    currency: 'USDT',
    walletAddress: WALLET,
    paymentReference: 'VS-7K3M9QXP',
    status: 'pending',
    userId: '6a1f00d5e1a7c0de0000c001',
    createdAt: '2026-11-20T10:00:00.000Z',
    confirmedAt: null,
    cancelledAt: null,
    ...overrides,
  };
}

function itemsFromApi(items = ITEMS) {
  server.use(http.get('*/api/shop/items', () => HttpResponse.json(items)));
}

function card(name: string) {
  return screen.getByRole('article', { name });
}

test('/shop lists the items from the API with image, price, stock and description', async () => {
  itemsFromApi();
  renderApp({ route: '/shop', config: { cryptoWallet: WALLET } });
  expect(await screen.findByRole('heading', { level: 1, name: 'Shop' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 2, name: 'How buying works' })).toBeInTheDocument();

  const frame = await screen.findByRole('article', { name: 'Neon Profile Frame' });
  expect(within(frame).getByText('4.99 USDT')).toBeInTheDocument();
  expect(within(frame).getByText('5 in stock')).toBeInTheDocument();
  expect(within(frame).getByText('A glowing frame.')).toBeInTheDocument();
  expect(frame.querySelector('img')).toHaveAttribute('src', '/images/shop/neon-frame.svg');
  expect(within(card('Golden Controller Emote')).getByText('Sold out')).toBeInTheDocument();
});

test('with the local shop source the items come from the bundled /data/shop.json', async () => {
  server.use(http.get('*/data/shop.json', () => HttpResponse.json([{ ...ITEMS[0], name: 'Bundled Badge' }])));
  renderWithProviders(<ShopPage />, { config: { shopSource: 'local', cryptoWallet: WALLET } });
  expect(await screen.findByRole('article', { name: 'Bundled Badge' })).toBeInTheDocument();
});

test('without a wallet configured the shop shows its items but says payments are not open yet', async () => {
  itemsFromApi();
  server.use(http.get('*/api/shop/orders/mine', () => HttpResponse.json([])));
  renderWithProviders(<ShopPage />, { preloadedState: signedIn(), config: { cryptoWallet: null } });
  expect(await screen.findByRole('article', { name: 'Neon Profile Frame' })).toBeInTheDocument();
  expect(screen.getByRole('note')).toHaveTextContent('Payments are not open yet.');
  expect(screen.queryByRole('button', { name: /^Order/ })).not.toBeInTheDocument();
  // The steps do not tell anyone to order while ordering is closed.
  const steps = within(screen.getByRole('region', { name: 'How buying works' })).getAllByRole('listitem');
  expect(steps[0]).toHaveTextContent('Once ordering opens: log in and order an item.');
});

test('the shop says plainly what a buyer gets today, and no item promises to show where items are not drawn', async () => {
  const bundled = (await import('../../../public/data/shop.json')).default as ShopItem[];
  itemsFromApi(bundled);
  renderApp({ route: '/shop', config: { cryptoWallet: WALLET } });
  await screen.findByRole('article', { name: bundled[0]!.name });
  expect(screen.getByText(/Items are not shown on profiles, in chats or in brackets yet\./)).toBeInTheDocument();
  for (const item of bundled) expect(item.description).not.toMatch(/on your profile|in chats|in tournament brackets|in your account/i);
  const steps = within(screen.getByRole('region', { name: 'How buying works' })).getAllByRole('listitem');
  expect(steps[0]).toHaveTextContent(/^Log in and order an item\./);
});

test('a visitor is asked to log in to order', async () => {
  itemsFromApi();
  renderWithProviders(<ShopPage />, { config: { cryptoWallet: WALLET } });
  const link = await screen.findByRole('link', { name: 'Log in to order Neon Profile Frame' });
  expect(link).toHaveAttribute('href', '/login');
});

test('a sold-out item cannot be ordered', async () => {
  itemsFromApi();
  server.use(http.get('*/api/shop/orders/mine', () => HttpResponse.json([])));
  renderWithProviders(<ShopPage />, { preloadedState: signedIn(), config: { cryptoWallet: WALLET } });
  expect(await screen.findByRole('button', { name: 'Out of stock Golden Controller Emote' })).toBeDisabled();
});

test('a user orders an item and sees the wallet with a copy button, the amount and the reference for the memo', async () => {
  itemsFromApi();
  let orders: ShopOrder[] = [];
  let body: unknown;
  server.use(
    http.get('*/api/shop/orders/mine', () => HttpResponse.json(orders)),
    http.post('*/api/shop/orders', async ({ request }) => {
      body = await request.json();
      orders = [pendingOrder()];
      return HttpResponse.json(orders[0], { status: 201 });
    }),
  );
  const { user } = renderWithProviders(<ShopPage />, { preloadedState: signedIn(), config: { cryptoWallet: WALLET } });
  expect(await screen.findByText('You have not ordered anything yet.')).toBeInTheDocument();

  await user.click(await screen.findByRole('button', { name: 'Order Neon Profile Frame' }));
  const dialog = screen.getByRole('dialog', { name: 'Order Neon Profile Frame' });
  await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Quantity' }), '2');
  expect(within(dialog).getByText('9.98 USDT')).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Place order' }));

  const payment = await screen.findByRole('dialog', { name: 'Pay for your order' });
  expect(body).toEqual({ itemId: ITEMS[0]!._id, quantity: 2 });
  expect(within(payment).getByText(WALLET)).toBeInTheDocument();
  expect(within(payment).getByRole('img', { name: `QR code of the wallet address ${WALLET}` })).toBeInTheDocument();
  expect(within(payment).getByText('VS-7K3M9QXP')).toBeInTheDocument();
  expect(within(payment).getByText(/until an admin has checked that the payment arrived/)).toBeInTheDocument();

  const writeText = jest.spyOn(navigator.clipboard, 'writeText');
  await user.click(within(payment).getByRole('button', { name: 'Copy wallet address' }));
  expect(writeText).toHaveBeenLastCalledWith(WALLET);
  expect(within(payment).getByRole('button', { name: 'Copied wallet address' })).toBeInTheDocument();
  await user.click(within(payment).getByRole('button', { name: 'Copy amount' }));
  expect(writeText).toHaveBeenLastCalledWith('9.98');

  await user.click(within(payment).getByRole('button', { name: 'Done' }));
  const myOrders = await screen.findByRole('table', { name: 'Your orders, newest first' });
  expect(within(myOrders).getByText('VS-7K3M9QXP')).toBeInTheDocument();
  expect(within(myOrders).getByText('Pending')).toBeInTheDocument();
});

test('an order the server refuses shows its reason in the dialog', async () => {
  itemsFromApi();
  server.use(
    http.get('*/api/shop/orders/mine', () => HttpResponse.json([])),
    http.post('*/api/shop/orders', () => HttpResponse.json({ msg: 'Only 1 left in stock: please order fewer.' }, { status: 409 })),
  );
  const { user } = renderWithProviders(<ShopPage />, { preloadedState: signedIn(), config: { cryptoWallet: WALLET } });
  await user.click(await screen.findByRole('button', { name: 'Order Neon Profile Frame' }));
  await user.click(screen.getByRole('button', { name: 'Place order' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Only 1 left in stock: please order fewer.');
});

test('a shop that fails to load offers Try Again', async () => {
  let attempts = 0;
  server.use(
    http.get('*/api/shop/items', () => {
      attempts++;
      return attempts === 1 ? HttpResponse.json({ msg: 'boom' }, { status: 500 }) : HttpResponse.json(ITEMS);
    }),
  );
  const { user } = renderWithProviders(<ShopPage />, { config: { cryptoWallet: WALLET } });
  expect(await screen.findByText('Failed to load the shop. Please try again later.')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Try Again' }));
  expect(await screen.findByRole('article', { name: 'Neon Profile Frame' })).toBeInTheDocument();
});
