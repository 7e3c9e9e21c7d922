import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { AccountPage } from '../../../src/features/account/AccountPage';
import { RegisterPage } from '../../../src/features/account/RegisterPage';
import { ResetPasswordPage } from '../../../src/features/account/ResetPasswordPage';
import { renderWithProviders, signedIn } from '../render';
import { server } from '../mswServer';
import { refuseRealtime } from './accountState';

const TOO_COMMON = 'This password is too common: it is on the lists attackers try first. Please choose another (a few unrelated words make a strong one).';

test('the sign-up form shows how strong the password is as it is typed', async () => {
  const { user } = renderWithProviders(<RegisterPage />, { route: '/register' });
  expect(screen.queryByRole('meter', { name: 'Password strength' })).not.toBeInTheDocument();
  await user.type(screen.getByLabelText('Password'), 'password1');
  expect(await screen.findByText('Password strength: Very weak')).toBeInTheDocument();
  expect(screen.getByRole('meter', { name: 'Password strength' })).toHaveAttribute('aria-valuetext', 'Very weak');

  await user.clear(screen.getByLabelText('Password'));
  await user.type(screen.getByLabelText('Password'), 'violet tractor harbour sings');
  expect(await screen.findByText('Password strength: Very strong')).toBeInTheDocument();
});

test('a password the server finds too common is refused with its reason under the field', async () => {
  server.use(http.post('*/api/auth/register', () => HttpResponse.json({ msg: TOO_COMMON }, { status: 400 })));
  const { user } = renderWithProviders(<RegisterPage />, { route: '/register' });
  await user.type(screen.getByLabelText('E-mail'), 'ace@example.com');
  await user.type(screen.getByLabelText('Username'), 'ace');
  await user.type(screen.getByLabelText('Password'), 'iloveyou1');
  await user.click(screen.getByRole('button', { name: 'Sign Up' }));
  expect(await screen.findByText(TOO_COMMON)).toBeInTheDocument();
});

test('the reset and change forms show the strength of the new password too', async () => {
  const reset = renderWithProviders(<ResetPasswordPage />, { route: '/reset-password?token=abc' });
  await reset.user.type(screen.getByLabelText('New password'), 'qwerty123');
  expect(await screen.findByText('Password strength: Very weak')).toBeInTheDocument();
  reset.unmount();

  server.use(
    refuseRealtime,
    http.get('*/api/notify/mine', () => HttpResponse.json({ items: [] })),
    http.get('*/api/auth/sessions', () => HttpResponse.json({ sessions: [] })),
  );
  const account = renderWithProviders(<AccountPage />, { route: '/account', preloadedState: signedIn() });
  await account.user.type(screen.getByLabelText('New password'), 'violet tractor harbour sings');
  expect(await screen.findByText('Password strength: Very strong')).toBeInTheDocument();
});
