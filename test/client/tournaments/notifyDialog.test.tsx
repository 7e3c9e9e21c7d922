import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { TournamentCard } from '../../../src/features/tournaments/TournamentCard';
import type { TournamentLike } from '../../../src/lib/tournaments';
import { server } from '../mswServer';
import { renderWithProviders, signedIn } from '../render';
import { COMING_SOON_ID, comingSoon, games } from './fixtures';

const REGISTERED = "You're on the list! We'll notify you when this tournament goes live.";

interface Captured {
  body?: unknown;
  authorization?: string | null;
  statusQuery?: string | null;
}

/** Answers the status check; records what it was asked. */
function statusAnswers(isRegistered: boolean, captured: Captured = {}) {
  server.use(
    http.get('*/api/notify/status/:id', ({ request }) => {
      captured.statusQuery = new URL(request.url).searchParams.get('email');
      captured.authorization = request.headers.get('authorization');
      return HttpResponse.json({ success: true, isRegistered });
    }),
  );
  return captured;
}

function signupAnswers(path: '/api/notify' | '/api/notify/anonymous', response: () => Response | Promise<Response>, captured: Captured = {}) {
  server.use(
    http.post(`*${path}`, async ({ request }) => {
      captured.body = await request.json();
      captured.authorization = request.headers.get('authorization');
      return response();
    }),
  );
  return captured;
}

async function openDialog(tournament: TournamentLike = comingSoon, options: Parameters<typeof renderWithProviders>[1] = {}) {
  const result = renderWithProviders(<TournamentCard tournament={tournament} games={games} />, options);
  const opener = screen.getByRole('button', { name: 'Notify Me' });
  await result.user.click(opener);
  return { ...result, opener, dialog: () => screen.getByRole('dialog') };
}

describe('a visitor', () => {
  it('sees Get Notified with the game, format and start, no Logged in badge, and a required e-mail field', async () => {
    const { dialog } = await openDialog();
    expect(dialog()).toHaveAccessibleName('Get Notified');
    expect(within(dialog()).getByText('EA SPORTS FC 26')).toBeInTheDocument();
    expect(within(dialog()).getByText('SINGLE ELIMINATION')).toBeInTheDocument();
    expect(dialog().querySelector('time')).toHaveAttribute('datetime', '2030-12-13T18:00:00.000Z');
    expect(within(dialog()).queryByText('Logged in')).not.toBeInTheDocument();
    expect(within(dialog()).getByLabelText('Email address')).toBeRequired();
    expect(within(dialog()).getByRole('button', { name: 'Notify Me' })).toBeDisabled();
    expect(within(dialog()).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
  });

  it('shows TBA for a missing game and format', async () => {
    const { user } = renderWithProviders(<TournamentCard tournament={{ ...comingSoon, game: null, format: null }} />);
    await user.click(screen.getByRole('button', { name: 'Notify Me' }));
    const terms = within(screen.getByRole('dialog')).getAllByRole('definition');
    expect(terms.map((term) => term.textContent)).toEqual(['TBA', 'TBA', expect.stringMatching(/2030/)]);
  });

  it('is told "Please enter a valid email address." for a malformed address, and nothing is sent', async () => {
    const { user, dialog } = await openDialog();
    await user.type(within(dialog()).getByLabelText('Email address'), 'player@nowhere');
    await user.click(within(dialog()).getByRole('button', { name: 'Notify Me' }));
    expect(within(dialog()).getByRole('alert')).toHaveTextContent(/^Please enter a valid email address\.$/);
    expect(dialog()).toHaveAccessibleName('Get Notified');
  });

  it('signs up by e-mail (id and game sent) and sees the server message, Already Registered, Done and Add to calendar', async () => {
    const captured = signupAnswers('/api/notify/anonymous', () => HttpResponse.json({ msg: 'Signed up, see you soon!' }, { status: 201 }));
    const { user, dialog } = await openDialog();
    await user.type(within(dialog()).getByLabelText('Email address'), 'fan@example.com');
    await user.click(within(dialog()).getByRole('button', { name: 'Notify Me' }));
    expect(await within(dialog()).findByText('Signed up, see you soon!')).toBeInTheDocument();
    expect(captured.body).toEqual({ email: 'fan@example.com', tournamentId: COMING_SOON_ID, game: 'ea-fc' });
    expect(dialog()).toHaveAccessibleName('Already Registered');
    expect(within(dialog()).getByRole('button', { name: 'Done' })).toHaveFocus();
    expect(within(dialog()).queryByRole('button', { name: 'Unsubscribe' })).not.toBeInTheDocument();
    expect(within(dialog()).getByRole('link', { name: 'Add to calendar' })).toHaveAttribute('href', `/api/tournaments/${COMING_SOON_ID}.ics`);
  });

  it(`sees "${REGISTERED}" when the server sends no message`, async () => {
    signupAnswers('/api/notify/anonymous', () => HttpResponse.json({}, { status: 201 }));
    const { user, dialog } = await openDialog();
    await user.type(within(dialog()).getByLabelText('Email address'), 'fan@example.com');
    await user.click(within(dialog()).getByRole('button', { name: 'Notify Me' }));
    expect(await within(dialog()).findByRole('status')).toHaveTextContent(REGISTERED);
  });

  it.each([
    ['its msg', () => HttpResponse.json({ msg: 'Signed up already, relax.' }, { status: 409 }), 'Signed up already, relax.'],
    ['no msg', () => HttpResponse.json({}, { status: 409 }), 'You are already registered for this tournament.'],
    ['an unreadable body', () => new HttpResponse('Conflict', { status: 409 }), 'You are already registered for this tournament.'],
  ])('on 409 with %s is shown the text and switched to registered', async (_case, response, text) => {
    signupAnswers('/api/notify/anonymous', response);
    const { user, dialog } = await openDialog();
    await user.type(within(dialog()).getByLabelText('Email address'), 'fan@example.com');
    await user.click(within(dialog()).getByRole('button', { name: 'Notify Me' }));
    expect(await within(dialog()).findByText(text)).toBeInTheDocument();
    expect(dialog()).toHaveAccessibleName('Already Registered');
  });

  it.each([
    ['the server msg', () => HttpResponse.json({ msg: 'Registration for this tournament has closed.' }, { status: 400 }), 'Registration for this tournament has closed.'],
    ['"Registration failed" without one', () => HttpResponse.json({}, { status: 500 }), 'Registration failed'],
    ['"Registration failed" for an unreadable body', () => new HttpResponse('<html>oops</html>', { status: 502 }), 'Registration failed'],
    ['the network message when the request fails', () => HttpResponse.error(), 'Could not register your notification. Please try again later.'],
  ])('on another failure is shown %s and stays unregistered', async (_case, response, text) => {
    signupAnswers('/api/notify/anonymous', response);
    const { user, dialog } = await openDialog();
    await user.type(within(dialog()).getByLabelText('Email address'), 'fan@example.com');
    await user.click(within(dialog()).getByRole('button', { name: 'Notify Me' }));
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent(new RegExp(`^${text.replace(/[.()]/g, '\\$&')}$`));
    expect(dialog()).toHaveAccessibleName('Get Notified');
  });

  it('cannot press Notify Me again while the request is in flight', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    signupAnswers('/api/notify/anonymous', async () => {
      await held;
      return HttpResponse.json({ msg: 'ok' }, { status: 201 });
    });
    const { user, dialog } = await openDialog();
    await user.type(within(dialog()).getByLabelText('Email address'), 'fan@example.com');
    const notify = within(dialog()).getByRole('button', { name: 'Notify Me' });
    await user.click(notify);
    await waitFor(() => expect(notify).toBeDisabled());
    release();
    expect(await within(dialog()).findByText('ok')).toBeInTheDocument();
  });

  it('reopening after signing up checks the status for that address and shows Already Registered', async () => {
    signupAnswers('/api/notify/anonymous', () => HttpResponse.json({ msg: 'ok' }, { status: 201 }));
    const { user, dialog, opener } = await openDialog();
    await user.type(within(dialog()).getByLabelText('Email address'), 'fan@example.com');
    await user.click(within(dialog()).getByRole('button', { name: 'Notify Me' }));
    await within(dialog()).findByText('ok');
    await user.click(within(dialog()).getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    const captured = statusAnswers(true);
    await user.click(opener);
    expect(await within(dialog()).findByText("You're already registered for notifications on this tournament.")).toBeInTheDocument();
    expect(captured.statusQuery).toBe('fan@example.com');
    expect(dialog()).toHaveAccessibleName('Already Registered');
    expect(within(dialog()).queryByText('ok')).not.toBeInTheDocument();
  });

  it('has the e-mail pre-filled from the saved profile, and its status checked, on open', async () => {
    window.localStorage.setItem('user', JSON.stringify({ email: 'saved@example.com' }));
    const captured = statusAnswers(false);
    const { dialog } = await openDialog();
    expect(within(dialog()).getByLabelText('Email address')).toHaveValue('saved@example.com');
    await waitFor(() => expect(captured.statusQuery).toBe('saved@example.com'));
    expect(dialog()).toHaveAccessibleName('Get Notified');
    expect(within(dialog()).getByRole('button', { name: 'Notify Me' })).toBeEnabled();
  });

  it('only gets a console warning when the status check fails', async () => {
    window.localStorage.setItem('user', JSON.stringify({ email: 'saved@example.com' }));
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    server.use(http.get('*/api/notify/status/:id', () => HttpResponse.json({ msg: 'boom' }, { status: 500 })));
    const { dialog } = await openDialog();
    await waitFor(() => expect(warn).toHaveBeenCalled());
    expect(within(dialog()).queryByRole('alert')).not.toBeInTheDocument();
    expect(within(dialog()).queryByRole('status')).not.toBeInTheDocument();
    expect(dialog()).toHaveAccessibleName('Get Notified');
    warn.mockRestore();
  });

  it('clears the messages when the dialog is opened again', async () => {
    const { user, dialog, opener } = await openDialog();
    await user.type(within(dialog()).getByLabelText('Email address'), 'bad');
    await user.click(within(dialog()).getByRole('button', { name: 'Notify Me' }));
    expect(within(dialog()).getByRole('alert')).toBeInTheDocument();
    await user.click(within(dialog()).getByRole('button', { name: 'Cancel' }));
    statusAnswers(false);
    await user.click(opener);
    expect(within(dialog()).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('signs up by title and game (no id) for a tournament without a stored id, without a status check', async () => {
    const captured = signupAnswers('/api/notify/anonymous', () => HttpResponse.json({}, { status: 201 }));
    const { user, dialog } = await openDialog({ ...comingSoon, _id: 'winter-cup' });
    await user.type(within(dialog()).getByLabelText('Email address'), 'fan@example.com');
    await user.click(within(dialog()).getByRole('button', { name: 'Notify Me' }));
    await within(dialog()).findByText(REGISTERED);
    expect(captured.body).toEqual({ email: 'fan@example.com', tournamentTitle: 'VERSUS EA FC Winter Cup', game: 'ea-fc' });
    expect(within(dialog()).queryByRole('link', { name: 'Add to calendar' })).not.toBeInTheDocument();
  });
});

describe('a logged-in user', () => {
  const loggedIn = { preloadedState: signedIn({ email: 'player1@example.com' }) };

  it('has the Logged in badge and no e-mail field; signs up with the account (bearer, tournamentId)', async () => {
    const status = statusAnswers(false);
    const captured = signupAnswers('/api/notify', () => HttpResponse.json({ msg: 'Account signed up.' }, { status: 201 }));
    const { user, dialog } = await openDialog(comingSoon, loggedIn);
    expect(within(dialog()).getByText('Logged in')).toBeInTheDocument();
    expect(within(dialog()).queryByLabelText('Email address')).not.toBeInTheDocument();
    await waitFor(() => expect(status.authorization).toBe('Bearer test-token'));
    expect(status.statusQuery).toBeNull();
    await user.click(within(dialog()).getByRole('button', { name: 'Notify Me' }));
    expect(await within(dialog()).findByText('Account signed up.')).toBeInTheDocument();
    expect(captured).toMatchObject({ body: { tournamentId: COMING_SOON_ID }, authorization: 'Bearer test-token' });
    expect(within(dialog()).getByRole('button', { name: 'Unsubscribe' })).toBeInTheDocument();
  });

  it('is shown as registered on open, and unsubscribes back to Get Notified', async () => {
    statusAnswers(true);
    server.use(http.delete('*/api/notify/tournament/:id', () => HttpResponse.json({ success: true, msg: 'Gone.' })));
    const { user, dialog } = await openDialog(comingSoon, loggedIn);
    expect(await within(dialog()).findByText("You're already registered for notifications on this tournament.")).toBeInTheDocument();
    expect(dialog()).toHaveAccessibleName('Already Registered');
    await user.click(within(dialog()).getByRole('button', { name: 'Unsubscribe' }));
    expect(await within(dialog()).findByText('Successfully unsubscribed from notifications!')).toBeInTheDocument();
    expect(dialog()).toHaveAccessibleName('Get Notified');
    expect(within(dialog()).getByRole('button', { name: 'Notify Me' })).toBeEnabled();
  });

  it.each([
    ['the server msg', () => HttpResponse.json({ success: false, msg: 'Not now.' }, { status: 400 }), 'Not now.'],
    ['the server message', () => HttpResponse.json({ success: false, message: 'Try later.' }, { status: 500 }), 'Try later.'],
    ['the fallback', () => HttpResponse.json({}, { status: 500 }), 'Failed to unsubscribe. Please try again.'],
    ['the status line for an unreadable body', () => new HttpResponse('<h1>Bad Gateway</h1>', { status: 502, statusText: 'Bad Gateway' }), 'Server error: 502 Bad Gateway'],
    ['the network message', () => HttpResponse.error(), 'Network error. Please try again.'],
  ])('sees %s when unsubscribing fails, and stays registered', async (_case, response, text) => {
    statusAnswers(true);
    server.use(http.delete('*/api/notify/tournament/:id', response));
    const { user, dialog } = await openDialog(comingSoon, loggedIn);
    await within(dialog()).findByText("You're already registered for notifications on this tournament.");
    await user.click(within(dialog()).getByRole('button', { name: 'Unsubscribe' }));
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent(new RegExp(`^${text.replace(/[.()]/g, '\\$&')}$`));
    expect(dialog()).toHaveAccessibleName('Already Registered');
  });

  it('gets the e-mail field (pre-filled from the session) for a tournament without a stored id', async () => {
    const { dialog } = await openDialog({ ...comingSoon, _id: undefined }, loggedIn);
    expect(within(dialog()).getByLabelText('Email address')).toHaveValue('player1@example.com');
  });
});

describe('the dialog', () => {
  it('is at most 520 px wide, takes the focus, keeps Tab inside, and Escape closes it and returns focus', async () => {
    const { user, dialog, opener } = await openDialog();
    expect(dialog()).toHaveStyle({ maxWidth: '520px' });
    const field = within(dialog()).getByLabelText('Email address');
    expect(field).toHaveFocus();
    await user.type(field, 'fan@example.com');
    for (let press = 0; press < 6; press++) {
      await user.tab();
      expect(dialog()).toContainElement(document.activeElement as HTMLElement);
    }
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('closes on the backdrop and on Cancel', async () => {
    const { user, dialog, opener } = await openDialog();
    await user.click(dialog().parentElement!);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(opener);
    await user.click(within(dialog()).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });
});
