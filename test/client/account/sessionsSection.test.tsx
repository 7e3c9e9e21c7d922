import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { AccountSession } from '../../../common/contract/accounts';
import { AccountPage } from '../../../src/features/account/AccountPage';
import { renderWithProviders, signedIn } from '../render';
import { server } from '../mswServer';
import { refuseRealtime } from './accountState';

const THIS_LAPTOP: AccountSession = {
  id: '1'.repeat(24),
  current: true,
  createdAt: '2026-11-20T10:00:00.000Z',
  lastSeenAt: '2026-11-25T09:30:00.000Z',
  userAgent: 'Firefox on Windows',
  place: 'Germany',
};
const PHONE: AccountSession = {
  id: '2'.repeat(24),
  current: false,
  createdAt: '2026-11-22T18:00:00.000Z',
  lastSeenAt: '2026-11-24T21:15:00.000Z',
  userAgent: 'Safari on iPhone',
  place: 'United Kingdom',
};
const TABLET: AccountSession = { ...PHONE, id: '3'.repeat(24), userAgent: 'Chrome on Android', place: 'Unknown' };

/** The server's list of sessions, which the sign-out calls change as the server would. */
function serveSessions(initial: AccountSession[]) {
  let sessions = [...initial];
  const calls: string[] = [];
  server.use(
    refuseRealtime,
    http.get('*/api/notify/mine', () => HttpResponse.json({ items: [] })),
    http.get('*/api/auth/sessions', () => HttpResponse.json({ sessions })),
    http.delete('*/api/auth/sessions/:id', ({ params }) => {
      calls.push(`DELETE ${String(params.id)}`);
      sessions = sessions.filter((session) => session.id !== params.id);
      return HttpResponse.json({ msg: 'That device has been signed out.' });
    }),
    http.post('*/api/auth/logout-all', () => {
      calls.push('POST logout-all');
      sessions = sessions.filter((session) => session.current);
      return HttpResponse.json({ msg: 'Every other device has been signed out.' });
    }),
  );
  return calls;
}

function renderAccount() {
  return renderWithProviders(<AccountPage />, { route: '/account', preloadedState: signedIn() });
}

async function sessionList() {
  const section = screen.getByRole('region', { name: 'Sessions' });
  return { section, list: await within(section).findByRole('list') };
}

test('lists every signed-in device with its browser, place and times; this one is marked and has no sign-out', async () => {
  serveSessions([THIS_LAPTOP, PHONE]);
  renderAccount();
  const { list } = await sessionList();
  const [laptopRow, phoneRow] = within(list).getAllByRole('listitem');
  expect(laptopRow).toHaveTextContent('Firefox on Windows · This device');
  expect(laptopRow).toHaveTextContent('Germany · signed in');
  expect(within(laptopRow!).queryByRole('button')).not.toBeInTheDocument();
  expect(phoneRow).toHaveTextContent('Safari on iPhone');
  expect(phoneRow).toHaveTextContent('United Kingdom');
  expect(within(phoneRow!).getAllByRole('time').map((time) => time.getAttribute('datetime'))).toEqual([PHONE.createdAt, PHONE.lastSeenAt]);
});

test('"Sign out" on a row ends that session and the list no longer shows it', async () => {
  const calls = serveSessions([THIS_LAPTOP, PHONE, TABLET]);
  const { user } = renderAccount();
  const { list } = await sessionList();
  await user.click(within(list).getByRole('button', { name: 'Sign out Safari on iPhone, United Kingdom' }));
  // The list is read again after the sign-out; the signed-out row goes once it has been.
  await waitFor(() => expect(within(list).queryByText('Safari on iPhone')).not.toBeInTheDocument());
  expect(within(list).getAllByRole('listitem')).toHaveLength(2);
  expect(within(list).getByText('Chrome on Android')).toBeInTheDocument();
  expect(calls).toEqual([`DELETE ${PHONE.id}`]);
});

test('"Sign out everywhere else" leaves only this device and says so', async () => {
  const calls = serveSessions([THIS_LAPTOP, PHONE, TABLET]);
  const { user } = renderAccount();
  const { section } = await sessionList();
  await user.click(within(section).getByRole('button', { name: 'Sign out everywhere else' }));
  expect(await within(section).findByRole('status')).toHaveTextContent('Every other device has been signed out.');
  expect(await within(section).findAllByRole('listitem')).toHaveLength(1);
  expect(within(section).queryByRole('button', { name: 'Sign out everywhere else' })).not.toBeInTheDocument();
  expect(calls).toEqual(['POST logout-all']);
});

test('a list that cannot be loaded says so', async () => {
  serveSessions([]);
  server.use(http.get('*/api/auth/sessions', () => HttpResponse.json({ msg: 'Service temporarily unavailable.' }, { status: 503 })));
  renderAccount();
  expect(await within(screen.getByRole('region', { name: 'Sessions' })).findByRole('alert')).toHaveTextContent('Your sessions could not be loaded.');
});
