import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { ForgotPasswordPage } from '../../../src/features/account/ForgotPasswordPage';
import { RegisterPage } from '../../../src/features/account/RegisterPage';
import { ResetPasswordPage } from '../../../src/features/account/ResetPasswordPage';
import { VerifyEmailPage } from '../../../src/features/account/VerifyEmailPage';
import { renderApp, renderWithProviders } from '../render';
import { server } from '../mswServer';
import { quietOverlays } from './accountState';

function captureBody(method: 'post' | 'patch', path: string, answer: () => Response) {
  const bodies: unknown[] = [];
  server.use(
    http[method](`*${path}`, async ({ request }) => {
      bodies.push(await request.json());
      return answer();
    }),
  );
  return bodies;
}

describe('/register', () => {
  async function fillIn(user: ReturnType<typeof renderWithProviders>['user']) {
    await user.type(screen.getByLabelText('E-mail'), 'ace@example.com');
    await user.type(screen.getByLabelText('Username'), 'ace');
    await user.type(screen.getByLabelText('Password'), 'secret-pass');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
  }

  test('signs up and says to check the inbox, with a way to resend the mail', async () => {
    const bodies = captureBody('post', '/api/auth/register', () =>
      HttpResponse.json({ msg: 'Registration successful. Please check your e-mail.', user: { _id: 'a'.repeat(24), email: 'ace@example.com', username: 'ace' } }, { status: 201 }),
    );
    const { user } = renderWithProviders(<RegisterPage />, { route: '/register' });
    await fillIn(user);
    expect(await screen.findByRole('heading', { name: 'Check your inbox' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Registration successful. Please check your e-mail.');
    expect(screen.getByRole('button', { name: 'Resend verification e-mail' })).toBeInTheDocument();
    expect(bodies).toEqual([{ email: 'ace@example.com', username: 'ace', password: 'secret-pass' }]);
  });

  test('an early-access invitation in the link is accepted once the account exists', async () => {
    captureBody('post', '/api/auth/register', () =>
      HttpResponse.json({ msg: 'Registration successful. Please check your e-mail.', user: { _id: 'a'.repeat(24), email: 'ace@example.com', username: 'ace' } }, { status: 201 }),
    );
    const accepted = captureBody('post', '/api/early-access/accept', () => HttpResponse.json({ msg: 'Welcome to VERSUS early access!' }));
    const { user } = renderWithProviders(<RegisterPage />, { route: '/register?invite=invite-token-123' });
    await fillIn(user);
    expect(await screen.findByText('Welcome to VERSUS early access!')).toBeInTheDocument();
    expect(accepted).toEqual([{ token: 'invite-token-123' }]);
  });

  test.each([
    ['Username', 'This username is already taken.', 409],
    ['E-mail', 'Please enter a valid email address.', 400],
    ['Password', 'Password must be 8 to 128 characters.', 400],
  ])('the server msg naming a field is shown under %s', async (label, msg, status) => {
    captureBody('post', '/api/auth/register', () => HttpResponse.json({ msg }, { status }));
    const { user } = renderWithProviders(<RegisterPage />, { route: '/register' });
    await fillIn(user);
    await waitFor(() => expect(screen.getByLabelText(label)).toHaveAccessibleDescription(expect.stringContaining(msg)));
    expect(screen.getByLabelText(label)).toHaveAttribute('aria-invalid', 'true');
  });

  test('empty fields are named before anything is sent', async () => {
    const bodies = captureBody('post', '/api/auth/register', () => HttpResponse.json({}));
    const { user } = renderWithProviders(<RegisterPage />, { route: '/register' });
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription('Please enter your e-mail address.');
    expect(screen.getByLabelText('Username')).toHaveAccessibleDescription(expect.stringContaining('Please choose a username.'));
    expect(bodies).toHaveLength(0);
  });

  test('the rules the form can check are checked before sending, in the words the server uses', async () => {
    const bodies = captureBody('post', '/api/auth/register', () => HttpResponse.json({}));
    const { user } = renderWithProviders(<RegisterPage />, { route: '/register' });
    await user.type(screen.getByLabelText('E-mail'), 'ace-at-example');
    await user.type(screen.getByLabelText('Username'), 'ab');
    await user.type(screen.getByLabelText('Password'), 'short');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription('Please enter a valid email address.');
    expect(screen.getByLabelText('Username')).toHaveAccessibleDescription(expect.stringContaining('Username must be 3 to 20 characters.'));
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(expect.stringContaining('Password must be 8 to 128 characters.'));
    expect(bodies).toHaveLength(0);
  });

  test('user text is shown as text, never as HTML', async () => {
    captureBody('post', '/api/auth/register', () => HttpResponse.json({ msg: '<img src=x onerror=alert(1)> username taken' }, { status: 409 }));
    const { user, container } = renderWithProviders(<RegisterPage />, { route: '/register' });
    await fillIn(user);
    expect(await screen.findByText('<img src=x onerror=alert(1)> username taken')).toBeInTheDocument();
    expect(container.querySelector('img[src="x"]')).toBeNull();
  });
});

describe('/forgot-password', () => {
  test('asks for a reset link and shows the answer', async () => {
    const bodies = captureBody('post', '/api/auth/forgot-password', () => HttpResponse.json({ msg: 'If an account exists for this e-mail, a link is on its way.' }));
    const { user } = renderWithProviders(<ForgotPasswordPage />, { route: '/forgot-password' });
    await user.type(screen.getByLabelText('E-mail'), 'ace@example.com{Enter}');
    expect(await screen.findByRole('status')).toHaveTextContent('If an account exists for this e-mail, a link is on its way.');
    expect(bodies).toEqual([{ email: 'ace@example.com' }]);
  });
});

describe('/reset-password', () => {
  test('sets the new password with the token of the link, from its fragment as mailed', async () => {
    const bodies = captureBody('post', '/api/auth/reset-password', () => HttpResponse.json({ msg: 'Your password has been reset.' }));
    const { user } = renderWithProviders(<ResetPasswordPage />, { route: '/reset-password#token=reset-token' });
    await user.type(screen.getByLabelText('New password'), 'new-secret-1');
    await user.type(screen.getByLabelText('Repeat the new password'), 'new-secret-1');
    await user.click(screen.getByRole('button', { name: 'Save the new password' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Your password has been reset.');
    expect(screen.getByRole('link', { name: 'Go to login' })).toHaveAttribute('href', '/login');
    expect(bodies).toEqual([{ token: 'reset-token', password: 'new-secret-1' }]);
  });

  test('says that a new password also turns two-factor sign-in off, the way back for a lost authenticator', () => {
    renderWithProviders(<ResetPasswordPage />, { route: '/reset-password?token=reset-token' });
    const form = screen.getByRole('form', { name: 'Choose a new password' });
    expect(form).toHaveTextContent('Lost your authenticator app? A new password also turns two-factor sign-in off and signs every device out');
  });

  test('a link mailed before, with the token in the query, still works', async () => {
    const bodies = captureBody('post', '/api/auth/reset-password', () => HttpResponse.json({ msg: 'Your password has been reset.' }));
    const { user } = renderWithProviders(<ResetPasswordPage />, { route: '/reset-password?token=query-token' });
    await user.type(screen.getByLabelText('New password'), 'new-secret-1');
    await user.type(screen.getByLabelText('Repeat the new password'), 'new-secret-1');
    await user.click(screen.getByRole('button', { name: 'Save the new password' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Your password has been reset.');
    expect(bodies).toEqual([{ token: 'query-token', password: 'new-secret-1' }]);
  });

  test('two different passwords are refused before sending', async () => {
    const bodies = captureBody('post', '/api/auth/reset-password', () => HttpResponse.json({}));
    const { user } = renderWithProviders(<ResetPasswordPage />, { route: '/reset-password?token=reset-token' });
    await user.type(screen.getByLabelText('New password'), 'new-secret-1');
    await user.type(screen.getByLabelText('Repeat the new password'), 'new-secret-2');
    await user.click(screen.getByRole('button', { name: 'Save the new password' }));
    expect(screen.getByLabelText('Repeat the new password')).toHaveAccessibleDescription('The two passwords do not match.');
    expect(bodies).toHaveLength(0);
  });

  test('a used or expired link shows the server msg and a way to ask for a new one', async () => {
    captureBody('post', '/api/auth/reset-password', () => HttpResponse.json({ msg: 'This password reset link is invalid or has expired.' }, { status: 400 }));
    const { user } = renderWithProviders(<ResetPasswordPage />, { route: '/reset-password?token=old' });
    await user.type(screen.getByLabelText('New password'), 'new-secret-1');
    await user.type(screen.getByLabelText('Repeat the new password'), 'new-secret-1');
    await user.click(screen.getByRole('button', { name: 'Save the new password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This password reset link is invalid or has expired.');
    expect(screen.getByRole('link', { name: 'Request a new link' })).toHaveAttribute('href', '/forgot-password');
  });

  test('a link without a token says so', () => {
    renderWithProviders(<ResetPasswordPage />, { route: '/reset-password' });
    expect(screen.getByRole('alert')).toHaveTextContent('This reset link is incomplete.');
  });
});

describe('/verify-email/{token}', () => {
  test('opening the page verifies nothing: a link scanner that fetches it never presses the button', async () => {
    const sent: string[] = [];
    const record = ({ request }: { request: Request }) => void sent.push(`${request.method} ${new URL(request.url).pathname}`);
    server.events.on('request:start', record);
    try {
      renderApp({ route: '/verify-email/verify-token', preloadedState: { session: { status: 'ready', token: null, user: null }, ...quietOverlays() } });
      expect(await screen.findByRole('button', { name: 'Verify my e-mail' })).toBeEnabled();
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Verify your e-mail');
      expect(screen.getByText(/confirm that this e-mail address is yours/)).toBeInTheDocument();
      // Let the effects of the page, and any call they start, run.
      await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
      expect(sent).not.toContain('POST /api/auth/verify-email');
    } finally {
      server.events.removeListener('request:start', record);
    }
  });

  test('the button verifies once with the token of the path and offers the login', async () => {
    const bodies = captureBody('post', '/api/auth/verify-email', () => HttpResponse.json({ msg: 'Your e-mail address is verified. You can log in now.' }));
    const { user } = renderApp({ route: '/verify-email/verify-token', preloadedState: { session: { status: 'ready', token: null, user: null }, ...quietOverlays() } });
    await user.click(await screen.findByRole('button', { name: 'Verify my e-mail' }));
    expect(await screen.findByText('Your e-mail address is verified. You can log in now.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Verify my e-mail' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to login' })).toHaveAttribute('href', '/login');
    expect(bodies).toEqual([{ token: 'verify-token' }]);
  });

  test('an invalid link shows the server msg', async () => {
    captureBody('post', '/api/auth/verify-email', () => HttpResponse.json({ msg: 'This verification link is invalid or has expired.' }, { status: 400 }));
    const { user } = renderWithProviders(<VerifyEmailPage />, { route: '/verify-email/bad' });
    await user.click(screen.getByRole('button', { name: 'Verify my e-mail' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This verification link is invalid or has expired.');
  });
});
