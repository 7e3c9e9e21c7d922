import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { VersusTokenPage } from '../../../src/features/whitelist/VersusTokenPage';
import { server } from '../mswServer';
import { renderApp, renderWithProviders, signedIn } from '../render';

const EVM_ADDRESS = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';
const COUNTDOWN = { isActive: true, title: 'Beta Member Countdown', subtitle: 'Help us reach the goal', currentMembers: 1200, targetMembers: 2500 };

function apiAnswers({ count = 42, countdown = true as boolean, currentMembers = COUNTDOWN.currentMembers } = {}) {
  server.use(
    http.get('*/api/whitelist/stats', () => HttpResponse.json({ count })),
    http.get('*/api/beta-countdown', () =>
      countdown ? HttpResponse.json({ success: true, data: { ...COUNTDOWN, currentMembers } }) : HttpResponse.json({ msg: 'Not found' }, { status: 404 }),
    ),
  );
}

function notJoinedYet() {
  let entry: Record<string, string> | null = null;
  let posted: unknown;
  server.use(
    http.get('*/api/whitelist/me', () => HttpResponse.json({ joined: entry !== null, entry })),
    http.post('*/api/whitelist', async ({ request }) => {
      posted = await request.json();
      entry = { _id: 'd'.repeat(24), walletAddress: EVM_ADDRESS.toLowerCase(), chain: 'evm', createdAt: '2026-11-20T10:00:00.000Z' };
      return HttpResponse.json(entry, { status: 201 });
    }),
  );
  return { posted: () => posted };
}

test('/versus-token explains the token, warns it is no investment, and shows the countdown and whitelist count', async () => {
  apiAnswers();
  renderApp({ route: '/versus-token' });
  expect(await screen.findByRole('heading', { level: 1, name: 'VERSUS Token' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 2, name: 'What the token is for' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 2, name: 'No investment advice' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 2, name: 'Airdrop whitelist' })).toBeInTheDocument();
  expect(screen.getByText(/Ethereum and EVM-compatible/)).toBeInTheDocument();

  expect(await screen.findByRole('heading', { level: 2, name: 'Beta Member Countdown' })).toBeInTheDocument();
  const progress = screen.getByRole('progressbar', { name: '1,200 of 2,500 beta members' });
  expect(progress).toHaveAttribute('aria-valuenow', '1200');
  expect(progress).toHaveAttribute('aria-valuemax', '2500');
  expect(progress).toHaveAttribute('aria-valuetext', '1,200 of 2,500 beta members (48%)');
  expect(await screen.findByText('42')).toBeInTheDocument();
  expect(screen.getByText(/wallets are on the whitelist so far/)).toBeInTheDocument();
});

test('the countdown bar fills in proportion: 2 of 2,500 is a sliver, not a full bar', async () => {
  apiAnswers({ currentMembers: 2 });
  renderWithProviders(<VersusTokenPage />);
  const progress = await screen.findByRole('progressbar', { name: '2 of 2,500 beta members' });
  expect(progress).toHaveAttribute('aria-valuetext', '2 of 2,500 beta members (0.1%)');
  expect(progress.firstElementChild).toHaveStyle({ width: '0.08%' });
});

test('without a beta countdown from the server the page shows the whitelist count only', async () => {
  apiAnswers({ countdown: false, count: 1 });
  renderWithProviders(<VersusTokenPage />);
  expect(await screen.findByText(/wallet is on the whitelist so far/)).toBeInTheDocument();
  expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
});

test('a visitor is asked to log in to join the whitelist', async () => {
  apiAnswers();
  renderWithProviders(<VersusTokenPage />);
  expect(await screen.findByRole('link', { name: 'Log in to join' })).toHaveAttribute('href', '/login');
  expect(screen.queryByRole('textbox', { name: 'Wallet address' })).not.toBeInTheDocument();
});

test('an invalid wallet address is refused with a message naming the expected format', async () => {
  apiAnswers();
  const api = notJoinedYet();
  const { user } = renderWithProviders(<VersusTokenPage />, { preloadedState: signedIn() });
  const input = await screen.findByRole('textbox', { name: 'Wallet address' });

  await user.type(input, '0x1234');
  await user.click(screen.getByRole('button', { name: 'Join the whitelist' }));
  expect(screen.getByRole('alert')).toHaveTextContent('Enter a valid EVM address: 0x followed by 40 hexadecimal characters');
  expect(input).toHaveAttribute('aria-invalid', 'true');

  await user.click(screen.getByRole('radio', { name: 'Solana' }));
  await user.clear(input);
  await user.type(input, 'O0Il-not-base58');
  await user.click(screen.getByRole('button', { name: 'Join the whitelist' }));
  expect(screen.getByRole('alert')).toHaveTextContent('Enter a valid Solana address: 32 to 44 base58 characters');
  expect(api.posted()).toBeUndefined();
});

test('a logged-in user joins with an EVM address and then sees the entry', async () => {
  apiAnswers();
  const api = notJoinedYet();
  const { user } = renderWithProviders(<VersusTokenPage />, { preloadedState: signedIn() });
  await user.type(await screen.findByRole('textbox', { name: 'Wallet address' }), ` ${EVM_ADDRESS} `);
  await user.click(screen.getByRole('button', { name: 'Join the whitelist' }));

  expect(await screen.findByRole('heading', { name: 'You are on the whitelist' })).toBeInTheDocument();
  expect(screen.getByText(EVM_ADDRESS.toLowerCase())).toBeInTheDocument();
  expect(api.posted()).toEqual({ walletAddress: EVM_ADDRESS, chain: 'evm' });
});

test('the server\'s refusal (a wrong checksum, an address already used) is shown', async () => {
  apiAnswers();
  server.use(
    http.get('*/api/whitelist/me', () => HttpResponse.json({ joined: false, entry: null })),
    http.post('*/api/whitelist', () =>
      HttpResponse.json({ msg: 'body.walletAddress has a wrong checksum (mixed upper and lower case): check for a typo or paste it again' }, { status: 400 }),
    ),
  );
  const { user } = renderWithProviders(<VersusTokenPage />, { preloadedState: signedIn() });
  await user.type(await screen.findByRole('textbox', { name: 'Wallet address' }), '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD');
  await user.click(screen.getByRole('button', { name: 'Join the whitelist' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('This address has a wrong checksum (mixed upper and lower case): check for a typo or paste it again');
});
