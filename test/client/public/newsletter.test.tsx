import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { StrictMode } from 'react';
import { NewsletterPage } from '../../../src/features/newsletter/NewsletterPage';
import { NewsletterUnsubscribePage } from '../../../src/features/newsletter/NewsletterUnsubscribePage';
import { server } from '../mswServer';
import { renderApp, renderWithProviders } from '../render';

const TOKEN = 'A'.repeat(43);
const SUBSCRIBE_ANSWER = 'Almost done! If this address is not subscribed yet, a confirmation link is on its way. Please check your inbox.';

test('a visitor subscribes and is told to confirm by the mail', async () => {
  let sent: unknown;
  server.use(
    http.post('*/api/newsletter/subscribe', async ({ request }) => {
      sent = await request.json();
      return HttpResponse.json({ msg: SUBSCRIBE_ANSWER }, { status: 202 });
    }),
  );
  const { user } = renderWithProviders(<NewsletterPage />, { route: '/newsletter' });
  expect(screen.getByRole('heading', { level: 1, name: 'VERSUS Newsletter' })).toBeInTheDocument();

  await user.type(screen.getByRole('textbox', { name: 'Email address' }), '  fan@example.com ');
  await user.click(screen.getByRole('button', { name: 'Subscribe' }));

  expect(await screen.findByRole('heading', { name: 'Check your inbox' })).toBeInTheDocument();
  expect(screen.getByText(SUBSCRIBE_ANSWER)).toBeInTheDocument();
  expect(sent).toEqual({ email: 'fan@example.com' });
});

test('an invalid address is refused before anything is sent', async () => {
  const { user } = renderWithProviders(<NewsletterPage />, { route: '/newsletter' });
  const input = screen.getByRole('textbox', { name: 'Email address' });
  await user.type(input, 'not-an-address');
  await user.click(screen.getByRole('button', { name: 'Subscribe' }));
  expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid email address.');
  expect(input).toHaveAttribute('aria-invalid', 'true');
});

test('a refused request shows the server message', async () => {
  server.use(http.post('*/api/newsletter/subscribe', () => HttpResponse.json({ msg: 'Rate limit exceeded, retry in 10 minutes' }, { status: 429 })));
  const { user } = renderWithProviders(<NewsletterPage />, { route: '/newsletter' });
  await user.type(screen.getByRole('textbox', { name: 'Email address' }), 'fan@example.com');
  await user.click(screen.getByRole('button', { name: 'Subscribe' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Rate limit exceeded, retry in 10 minutes');
});

test('the confirmation link from the mail confirms the subscription once, even in strict mode', async () => {
  let calls = 0;
  server.use(
    http.post('*/api/newsletter/confirm', async ({ request }) => {
      calls++;
      expect(await request.json()).toEqual({ token: TOKEN });
      return HttpResponse.json({ status: 'confirmed', msg: 'Thanks! Your newsletter subscription is confirmed.' });
    }),
  );
  renderWithProviders(
    <StrictMode>
      <NewsletterPage />
    </StrictMode>,
    { route: `/newsletter?confirm=${TOKEN}` },
  );
  expect(await screen.findByRole('heading', { name: 'You are subscribed!' })).toBeInTheDocument();
  expect(screen.getByText('Thanks! Your newsletter subscription is confirmed.')).toBeInTheDocument();
  expect(calls).toBe(1);
});

test('an expired confirmation link says so and offers the form again', async () => {
  server.use(
    http.post('*/api/newsletter/confirm', () =>
      HttpResponse.json({ msg: 'This confirmation link is invalid or has expired. Please subscribe again.' }, { status: 404 }),
    ),
  );
  renderWithProviders(<NewsletterPage />, { route: `/newsletter?confirm=${TOKEN}` });
  expect(await screen.findByRole('heading', { name: 'Confirmation failed' })).toBeInTheDocument();
  expect(screen.getByText(/invalid or has expired/)).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: 'Email address' })).toBeInTheDocument();
});

test('/newsletter/unsubscribe unsubscribes with one click from the mail', async () => {
  let calls = 0;
  server.use(
    http.post('*/api/newsletter/unsubscribe', async ({ request }) => {
      calls++;
      expect(await request.json()).toEqual({ token: TOKEN });
      return HttpResponse.json({ msg: 'We deleted your address from the newsletter list: you will get no more newsletter mails.' });
    }),
  );
  renderApp({ route: `/newsletter/unsubscribe?token=${TOKEN}` });
  expect(await screen.findByRole('heading', { level: 1, name: 'Unsubscribe from the newsletter' })).toBeInTheDocument();
  expect(await screen.findByRole('heading', { name: 'You are unsubscribed' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'subscribe again' })).toHaveAttribute('href', '/newsletter');
  expect(calls).toBe(1);
});

test('an unsubscribe link without its token explains the problem and sends nothing', () => {
  renderWithProviders(<NewsletterUnsubscribePage />, { route: '/newsletter/unsubscribe' });
  expect(screen.getByRole('alert')).toHaveTextContent(/link is incomplete/);
});
