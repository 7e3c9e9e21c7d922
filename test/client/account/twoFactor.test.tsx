import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { TWO_FACTOR_SETUP_MESSAGE } from '../../../common/twoFactor';
import { AccountPage } from '../../../src/features/account/AccountPage';
import { GoogleLoginLink } from '../../../src/features/account/GoogleLoginLink';
import { LoginForm } from '../../../src/features/account/LoginForm';
import { OAuthSuccessPage } from '../../../src/features/account/OAuthSuccessPage';
import { renderApp, renderWithProviders, signedIn } from '../render';
import { server } from '../mswServer';
import { asAdmin, backofficeApi } from '../admin/adminFixtures';
import { refuseRealtime } from './accountState';

const USER = { _id: 'd'.repeat(24), username: 'ace', email: 'ace@example.com', role: 'user', profileCompleted: true };
const CODES = Array.from({ length: 10 }, (_, index) => `abcd-efgh-jkmn-pqrs-tuvw-xy${String(index).padStart(2, '2')}`);
const OFF = { enabled: false, pending: false, recoveryCodesLeft: 0, required: false };
const ON = { enabled: true, pending: false, recoveryCodesLeft: 10, required: false };

beforeEach(() => server.use(refuseRealtime, http.get('*/api/notify/mine', () => HttpResponse.json({ items: [] })), http.get('*/api/auth/sessions', () => HttpResponse.json({ sessions: [] }))));
afterEach(() => window.sessionStorage.clear());

/**
 * The server's two-factor state, which the setup and the changes move on as the server would. An
 * account with a password starts the setup with 'right password'; one without needs a recent
 * Google sign-in, which `googleSignInRecent` says it has.
 */
function serveTwoFactor(initial: typeof OFF & { hasPassword?: boolean }, { googleSignInRecent = true } = {}) {
  let state = { ...initial };
  const bodies: Record<string, unknown>[] = [];
  server.use(
    http.get('*/api/auth/2fa', () => HttpResponse.json(state)),
    http.post('*/api/auth/2fa/setup', async ({ request }) => {
      const body = (await request.json()) as { password?: string };
      bodies.push(body);
      if (state.hasPassword === false && !googleSignInRecent) {
        return HttpResponse.json(
          { msg: 'For this change, please sign in with Google again (within the last 10 minutes), then try again.', errorType: 'reauthentication_required' },
          { status: 403 },
        );
      }
      if (state.hasPassword !== false && body.password !== 'right password') return HttpResponse.json({ msg: 'password is incorrect.' }, { status: 400 });
      return HttpResponse.json({ secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', otpauthUrl: 'otpauth://totp/VERSUS:ace%40example.com?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&issuer=VERSUS' });
    }),
    http.post('*/api/auth/2fa/enable', async ({ request }) => {
      const body = (await request.json()) as { code: string };
      bodies.push(body);
      if (body.code !== '123456') return HttpResponse.json({ msg: 'That code is not right, or was already used. Please try the current code from your app.' }, { status: 400 });
      state = { ...ON };
      return HttpResponse.json({ recoveryCodes: CODES });
    }),
    http.post('*/api/auth/2fa/recovery-codes', async ({ request }) => {
      bodies.push((await request.json()) as Record<string, unknown>);
      return HttpResponse.json({ recoveryCodes: CODES.map((code) => code.replace('abcd', 'wxyz')) });
    }),
    http.post('*/api/auth/2fa/disable', async ({ request }) => {
      const body = (await request.json()) as { password: string };
      bodies.push(body);
      if (body.password !== 'right password') return HttpResponse.json({ msg: 'password is incorrect.' }, { status: 400 });
      state = { ...OFF };
      return HttpResponse.json({ msg: 'Two-factor sign-in is off. Other sessions have been logged out.' });
    }),
  );
  return bodies;
}

function twoFactorSection() {
  return screen.getByRole('region', { name: 'Two-factor sign-in' });
}

/** Starts the setup on /account as the owner does: the current password first. */
async function startSetup(user: ReturnType<typeof userEvent.setup>, password = 'right password') {
  const section = twoFactorSection();
  const field = await within(section).findByLabelText('Current password');
  await user.clear(field);
  await user.type(field, password);
  await user.click(within(section).getByRole('button', { name: 'Set up two-factor sign-in' }));
}

test('/account sets two-factor up: QR code and key, a wrong code is announced, the right one shows ten recovery codes once, to download', async () => {
  const bodies = serveTwoFactor(OFF);
  const { user } = renderWithProviders(<AccountPage />, { route: '/account', preloadedState: signedIn() });
  await startSetup(user);

  const section = twoFactorSection();
  expect(await within(section).findByRole('img', { name: 'QR code for your authenticator app' })).toBeInTheDocument();
  expect(section).toHaveTextContent('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP');
  const code = within(section).getByLabelText('Code from your authenticator app');
  expect(code).toHaveAttribute('autocomplete', 'one-time-code');
  expect(code).toHaveAttribute('inputmode', 'numeric');

  await user.click(within(section).getByRole('button', { name: 'Turn on two-factor' }));
  expect(code).toHaveAccessibleDescription(/Code must be the 6 digits/);
  expect(bodies).toEqual([{ password: 'right password' }]);

  await user.type(code, '654321');
  await user.click(within(section).getByRole('button', { name: 'Turn on two-factor' }));
  expect(await within(section).findByRole('alert')).toHaveTextContent('That code is not right');

  await user.clear(code);
  await user.type(code, '123 456');
  await user.click(within(section).getByRole('button', { name: 'Turn on two-factor' }));
  const codes = await within(section).findByRole('group', { name: 'Your recovery codes' });
  expect(within(codes).getAllByRole('listitem').map((item) => item.textContent)).toEqual(CODES);
  expect(bodies.at(-1)).toEqual({ code: '123456', password: 'right password' });
  expect(within(section).getByRole('status')).toHaveTextContent('Two-factor sign-in is on.');

  // Download hands the codes to the browser as a text file.
  const saved: Blob[] = [];
  const originalCreate = URL.createObjectURL;
  const originalRevoke = URL.revokeObjectURL;
  URL.createObjectURL = (blob: Blob) => {
    saved.push(blob);
    return 'blob:codes';
  };
  URL.revokeObjectURL = () => undefined;
  try {
    await user.click(within(codes).getByRole('button', { name: 'Download' }));
  } finally {
    URL.createObjectURL = originalCreate;
    URL.revokeObjectURL = originalRevoke;
  }
  expect(saved).toHaveLength(1);
  expect(saved[0]!.type).toBe('text/plain');
  const text = await saved[0]!.text();
  for (const recoveryCode of CODES) expect(text).toContain(recoveryCode);
});

test('with two-factor on, /account makes new recovery codes for a code, and turns it off with the password and a code', async () => {
  const bodies = serveTwoFactor(ON);
  const { user } = renderWithProviders(<AccountPage />, { route: '/account', preloadedState: signedIn() });
  expect(await screen.findByText('Two-factor sign-in is on. 10 of 10 recovery codes left.')).toBeInTheDocument();
  const section = twoFactorSection();

  const regenerate = within(section).getByRole('form', { name: 'New recovery codes' });
  await user.type(within(regenerate).getByLabelText('Code from your authenticator app'), '111222');
  await user.click(within(regenerate).getByRole('button', { name: 'Make new recovery codes' }));
  const codes = await within(section).findByRole('group', { name: 'Your recovery codes' });
  expect(within(codes).getAllByRole('listitem')[0]).toHaveTextContent('wxyz-efgh-jkmn-pqrs-tuvw-xy20');
  expect(bodies.at(-1)).toEqual({ code: '111222' });

  const disable = within(section).getByRole('form', { name: 'Turn off two-factor' });
  await user.type(within(disable).getByLabelText('Password'), 'wrong password');
  await user.type(within(disable).getByLabelText('Code from your app, or a recovery code'), 'abcd-efgh-jkmn-pqrs-tuvw-xy22');
  await user.click(within(disable).getByRole('button', { name: 'Turn off two-factor' }));
  await waitFor(() => expect(within(disable).getByLabelText('Password')).toHaveAccessibleDescription('password is incorrect.'));

  await user.clear(within(disable).getByLabelText('Password'));
  await user.type(within(disable).getByLabelText('Password'), 'right password');
  await user.click(within(disable).getByRole('button', { name: 'Turn off two-factor' }));
  expect(await within(section).findByText('Two-factor sign-in is off. Other sessions have been logged out.')).toBeInTheDocument();
  expect(bodies.at(-1)).toEqual({ password: 'right password', code: 'abcdefghjkmnpqrstuvwxy22' });
  expect(await within(section).findByRole('button', { name: 'Set up two-factor sign-in' })).toBeInTheDocument();
});

/** The login paths: the first asks for the code; the older ones must never be tried after it. */
function serveLoginWithTwoFactor() {
  const calls: string[] = [];
  server.use(
    http.post('*/api/auth/login', () => {
      calls.push('login');
      return HttpResponse.json({ msg: 'Enter the code from your authenticator app (or a recovery code) to finish signing in.', errorType: 'two_factor_required', challenge: 'the-challenge' }, { status: 401 });
    }),
    ...['/api/login', '/auth/login', '/users/login'].map((path) =>
      http.post(`*${path}`, () => {
        calls.push(path);
        return HttpResponse.json({ msg: 'Not found' }, { status: 404 });
      }),
    ),
    http.post('*/api/auth/login/2fa', async ({ request }) => {
      const body = (await request.json()) as { challenge: string; code: string };
      calls.push(`2fa ${body.challenge} ${body.code}`);
      if (body.code === '000000') return HttpResponse.json({ msg: 'That code is not right, or was already used. Please try the current code from your app.' }, { status: 401 });
      if (body.code === '999999') return HttpResponse.json({ msg: 'This sign-in has expired. Please log in again with your password.', errorType: 'two_factor_challenge_invalid' }, { status: 401 });
      return HttpResponse.json({ token: 'tok', user: USER });
    }),
  );
  return calls;
}

async function typePassword(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Username or e-mail'), 'ace');
  await user.type(screen.getByLabelText('Password'), 'secret-pass');
  await user.click(screen.getByRole('button', { name: 'Login' }));
}

test('login: two_factor_required stops the chain of paths and asks for the code; a wrong code is announced, the right one signs in', async () => {
  const calls = serveLoginWithTwoFactor();
  const { user, router, store } = renderWithProviders(<LoginForm />, { route: '/somewhere' });
  await typePassword(user);
  const code = await screen.findByLabelText('Code from your authenticator app');
  expect(calls).toEqual(['login']);
  // The password form is gone: the focus moves to the code, where the person types next.
  expect(code).toHaveFocus();
  expect(code).toHaveAttribute('autocomplete', 'one-time-code');
  expect(code).toHaveAttribute('inputmode', 'numeric');
  expect(store.getState().session.user).toBeNull();

  await user.type(code, '000000');
  await user.click(screen.getByRole('button', { name: 'Verify' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('That code is not right');

  await user.clear(code);
  await user.type(code, '123456{Enter}');
  await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  expect(store.getState().session.user).toEqual(USER);
  expect(calls).toEqual(['login', '2fa the-challenge 000000', '2fa the-challenge 123456']);
});

test('login: a recovery code instead of the app', async () => {
  const calls = serveLoginWithTwoFactor();
  const { user, router } = renderWithProviders(<LoginForm />, { route: '/somewhere' });
  await typePassword(user);
  await user.click(await screen.findByRole('button', { name: 'Use a recovery code instead' }));
  const recovery = screen.getByLabelText('Recovery code');
  expect(recovery).toHaveAttribute('inputmode', 'text');
  await user.type(recovery, 'ABCD-EFGH-JKMN-PQRS-TUVW-XYZ2');
  await user.click(screen.getByRole('button', { name: 'Verify' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  expect(calls.at(-1)).toBe('2fa the-challenge ABCDEFGHJKMNPQRSTUVWXYZ2');
});

test('login: an expired challenge leads back to the password with the reason', async () => {
  serveLoginWithTwoFactor();
  const { user } = renderWithProviders(<LoginForm />, { route: '/somewhere' });
  await typePassword(user);
  await user.type(await screen.findByLabelText('Code from your authenticator app'), '999999');
  await user.click(screen.getByRole('button', { name: 'Verify' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('This sign-in has expired. Please log in again with your password.');
  expect(screen.getByLabelText('Password')).toHaveValue('');
});

test('/oauth-success with a challenge of a sign-in this tab started asks for the code, then goes on to /account', async () => {
  const calls = serveLoginWithTwoFactor();
  const start = renderWithProviders(<GoogleLoginLink />, { config: { googleClientId: 'client-id.apps.example' } });
  const link = screen.getByRole('link', { name: 'Continue with Google' });
  link.addEventListener('click', (event) => event.preventDefault());
  await start.user.click(link);
  const nonce = new URL(link.getAttribute('href')!, 'http://localhost').searchParams.get('nonce')!;
  start.unmount();

  const { user, router, store } = renderWithProviders(<OAuthSuccessPage />, { route: `/oauth-success?challenge=google-challenge&nonce=${nonce}` });
  expect(await screen.findByRole('heading', { name: 'Two-factor sign-in' })).toBeInTheDocument();
  await user.type(screen.getByLabelText('Code from your authenticator app'), '123456');
  await user.click(screen.getByRole('button', { name: 'Verify' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/account'));
  expect(store.getState().session.token).toBe('tok');
  expect(calls).toEqual(['2fa google-challenge 123456']);
});

test('the backoffice walks an admin without two-factor to the setup, and opens once it is on', async () => {
  backofficeApi();
  serveTwoFactor({ ...OFF, required: true });
  const { user } = renderApp({ route: '/versusbackoffice', preloadedState: asAdmin });
  expect(await screen.findByRole('alert')).toHaveTextContent(TWO_FACTOR_SETUP_MESSAGE);
  expect(screen.queryByRole('navigation', { name: 'Backoffice sections' })).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'your account page' })).toHaveAttribute('href', '/account#two-factor');

  await startSetup(user);
  await user.type(await screen.findByLabelText('Code from your authenticator app'), '123456');
  await user.click(screen.getByRole('button', { name: 'Turn on two-factor' }));
  expect(await screen.findByRole('group', { name: 'Your recovery codes' })).toBeInTheDocument();
  await user.click(await screen.findByRole('button', { name: 'Continue to the backoffice' }));
  expect(await screen.findByRole('navigation', { name: 'Backoffice sections' })).toBeInTheDocument();
});

test('/account asks for the current password before a setup: none, or a wrong one, makes no key', async () => {
  const bodies = serveTwoFactor(OFF);
  const { user } = renderWithProviders(<AccountPage />, { route: '/account', preloadedState: signedIn() });
  const password = await within(twoFactorSection()).findByLabelText('Current password');
  expect(password).toHaveAttribute('type', 'password');
  expect(password).toHaveAttribute('autocomplete', 'current-password');
  await user.click(within(twoFactorSection()).getByRole('button', { name: 'Set up two-factor sign-in' }));
  expect(password).toHaveAccessibleDescription(/Please enter your password\./);
  expect(bodies).toHaveLength(0);

  await startSetup(user, 'wrong password');
  await waitFor(() => expect(password).toHaveAccessibleDescription(/password is incorrect\./));
  expect(screen.queryByRole('img', { name: 'QR code for your authenticator app' })).not.toBeInTheDocument();
  expect(bodies).toEqual([{ password: 'wrong password' }]);
});

test('/account, an account without a password: no password is asked; after a stale Google sign-in it offers Continue with Google', async () => {
  const bodies = serveTwoFactor({ ...OFF, hasPassword: false }, { googleSignInRecent: false });
  const { user } = renderWithProviders(<AccountPage />, { route: '/account', preloadedState: signedIn(), config: { googleClientId: 'client-id.apps.example' } });
  await user.click(await screen.findByRole('button', { name: 'Set up two-factor sign-in' }));
  const section = twoFactorSection();
  expect(await within(section).findByRole('alert')).toHaveTextContent('Your account has no password, so we check it is you with Google: sign in with Google again, then come back here.');
  expect(within(section).getByRole('link', { name: 'Continue with Google' })).toHaveAttribute('href', '/auth/google');
  expect(within(section).queryByLabelText('Current password')).not.toBeInTheDocument();
  expect(bodies).toEqual([{}]);
});

test('/account, an account without a password fresh from Google: the setup starts at once and the code turns it on', async () => {
  const bodies = serveTwoFactor({ ...OFF, hasPassword: false });
  const { user } = renderWithProviders(<AccountPage />, { route: '/account', preloadedState: signedIn() });
  await user.click(await screen.findByRole('button', { name: 'Set up two-factor sign-in' }));
  await user.type(await screen.findByLabelText('Code from your authenticator app'), '123456');
  await user.click(screen.getByRole('button', { name: 'Turn on two-factor' }));
  expect(await screen.findByRole('group', { name: 'Your recovery codes' })).toBeInTheDocument();
  expect(bodies).toEqual([{}, { code: '123456' }]);
});

test('login: a locked second step tells the person to check their mail', async () => {
  serveLoginWithTwoFactor();
  server.use(
    http.post('*/api/auth/login/2fa', () =>
      HttpResponse.json(
        { msg: 'Too many wrong codes were tried for this account, so two-factor sign-in is locked.', errorType: 'two_factor_locked' },
        { status: 423 },
      ),
    ),
  );
  const { user } = renderWithProviders(<LoginForm />, { route: '/somewhere' });
  await typePassword(user);
  await user.type(await screen.findByLabelText('Code from your authenticator app'), '123456');
  await user.click(screen.getByRole('button', { name: 'Verify' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Too many wrong codes were tried for your account, so two-factor sign-in is locked for now. Check your e-mail: we sent you a link that unlocks it.',
  );
  expect(screen.getByRole('link', { name: 'Reset your password' })).toHaveAttribute('href', '/forgot-password');
  expect(screen.queryByRole('button', { name: 'Verify' })).not.toBeInTheDocument();
});

describe('/unlock-two-factor', () => {
  function serveUnlock() {
    const tokens: string[] = [];
    server.use(
      http.post('*/api/auth/2fa/unlock', async ({ request }) => {
        const { token } = (await request.json()) as { token: string };
        tokens.push(token);
        if (token !== 'unlock-token') return HttpResponse.json({ msg: 'This unlock link is invalid, used or expired. Resetting your password also unlocks two-factor sign-in.' }, { status: 400 });
        return HttpResponse.json({ msg: 'Two-factor sign-in is unlocked. You can log in with your password and a code now.' });
      }),
    );
    return tokens;
  }

  test('opening the link does nothing; the button unlocks, once', async () => {
    const tokens = serveUnlock();
    const { user } = renderApp({ route: '/unlock-two-factor#token=unlock-token' });
    const unlock = await screen.findByRole('button', { name: 'Unlock two-factor sign-in' });
    expect(tokens).toEqual([]);
    await user.click(unlock);
    expect(await screen.findByRole('status')).toHaveTextContent('Two-factor sign-in is unlocked. You can log in with your password and a code now.');
    expect(screen.queryByRole('button', { name: 'Unlock two-factor sign-in' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to login' })).toHaveAttribute('href', '/login');
    expect(tokens).toEqual(['unlock-token']);
  });

  test('a used link says so and offers the password reset; a link without its token says it is incomplete', async () => {
    serveUnlock();
    const { user, unmount } = renderApp({ route: '/unlock-two-factor?token=used-token' });
    await user.click(await screen.findByRole('button', { name: 'Unlock two-factor sign-in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This unlock link is invalid, used or expired.');
    expect(screen.getByRole('link', { name: 'Reset your password' })).toHaveAttribute('href', '/forgot-password');
    unmount();

    renderApp({ route: '/unlock-two-factor' });
    expect(await screen.findByRole('alert')).toHaveTextContent('This unlock link is incomplete.');
    expect(screen.queryByRole('button', { name: 'Unlock two-factor sign-in' })).not.toBeInTheDocument();
  });
});
