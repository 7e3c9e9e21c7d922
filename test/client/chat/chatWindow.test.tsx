import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { baseApi } from '../../../src/api/baseApi';
import type { RootState } from '../../../src/app/store';
import { messageArrived } from '../../../src/features/chat/chatApi';
import { ChatLauncher } from '../../../src/features/chat/ChatLauncher';
import { server } from '../mswServer';
import { renderWithProviders, signedIn } from '../render';
import { chatListHandler, chatWindowHandlers, chatWith, heldBack, ME, message, person } from './chatFixtures';

const bob = person('bob', { isOnline: true });
const chat = chatWith(bob, 'latest');

function openWindow(state: Partial<RootState> = {}) {
  server.use(chatListHandler([chat]));
  return renderWithProviders(<ChatLauncher />, {
    preloadedState: { ...signedIn(), chat: { hubOpen: false, openChatId: chat._id, unreadCount: 0, initialUnreadLoaded: true, raisedBeforeLoad: [], outbox: {} }, ...state },
  });
}

test('the history loads newest first and older pages load on demand above it', async () => {
  const older = [message(chat._id, bob._id, 'oldest'), message(chat._id, ME._id, 'older')];
  const newer = [message(chat._id, bob._id, 'newer'), message(chat._id, ME._id, 'newest')];
  const cursors: Array<string | null> = [];
  server.use(
    http.get(`*/api/chat/${chat._id}/messages`, ({ request }) => {
      const before = new URL(request.url).searchParams.get('before');
      cursors.push(before);
      return HttpResponse.json(before ? { messages: older, hasMore: false } : { messages: newer, hasMore: true });
    }),
    ...chatWindowHandlers(chat, []),
  );
  const { user } = openWindow();
  const window = await screen.findByRole('dialog', { name: 'bob' });
  const log = within(window).getByRole('log', { name: 'Messages with bob' });
  expect(await within(log).findByText('newest')).toBeInTheDocument();
  expect(within(window).getByText('Online')).toBeInTheDocument();

  await user.click(within(log).getByRole('button', { name: 'Load older messages' }));
  expect(await within(log).findByText('oldest')).toBeInTheDocument();
  expect(within(log).getAllByRole('listitem').map((item) => item.querySelector('p')!.textContent)).toEqual(['oldest', 'older', 'newer', 'newest']);
  expect(cursors).toEqual([null, newer[0]!._id]);
  expect(within(log).queryByRole('button', { name: 'Load older messages' })).not.toBeInTheDocument();
});

test('Enter sends, Shift+Enter adds a line; the message shows as sending until it is stored', async () => {
  const held = heldBack();
  const bodies: Array<{ content: string; clientMessageId: string }> = [];
  server.use(
    ...chatWindowHandlers(chat, []),
    http.post(`*/api/chat/${chat._id}/messages`, async ({ request }) => {
      const body = (await request.json()) as { content: string; clientMessageId: string };
      bodies.push(body);
      await held.released;
      return HttpResponse.json(message(chat._id, ME._id, body.content, { clientMessageId: body.clientMessageId }), { status: 201 });
    }),
  );
  const { user } = openWindow();
  const window = await screen.findByRole('dialog', { name: 'bob' });
  const field = within(window).getByRole('textbox', { name: 'Message to bob' });
  await waitFor(() => expect(field).toHaveFocus());

  await user.type(field, 'line one{Shift>}{Enter}{/Shift}<i>line two</i>{Enter}');
  expect(field).toHaveValue('');
  const sending = await within(window).findByText('Sending…');
  expect(sending.closest('li')!.querySelector('p')!.textContent).toBe('line one\n<i>line two</i>');
  expect(bodies).toEqual([{ content: 'line one\n<i>line two</i>', clientMessageId: expect.any(String) }]);

  held.release();
  await waitFor(() => expect(within(window).queryByText('Sending…')).not.toBeInTheDocument());
  expect(within(window).getAllByText(/line two/)).toHaveLength(1);
});

test('a failed send says so; Retry sends it again with the same client id and it shows once', async () => {
  let attempts = 0;
  const clientIds: string[] = [];
  server.use(
    ...chatWindowHandlers(chat, []),
    http.post(`*/api/chat/${chat._id}/messages`, async ({ request }) => {
      const body = (await request.json()) as { content: string; clientMessageId: string };
      clientIds.push(body.clientMessageId);
      attempts += 1;
      if (attempts === 1) return HttpResponse.error();
      return HttpResponse.json(message(chat._id, ME._id, body.content, { clientMessageId: body.clientMessageId }), { status: 201 });
    }),
  );
  const { user } = openWindow();
  const window = await screen.findByRole('dialog', { name: 'bob' });
  await user.type(within(window).getByRole('textbox', { name: 'Message to bob' }), 'are you there?{Enter}');
  expect(await within(window).findByText('Failed to send.')).toBeInTheDocument();

  await user.click(within(window).getByRole('button', { name: 'Retry' }));
  await waitFor(() => expect(within(window).queryByText('Failed to send.')).not.toBeInTheDocument());
  expect(within(window).getAllByText('are you there?')).toHaveLength(1);
  expect(clientIds).toHaveLength(2);
  expect(clientIds[1]).toBe(clientIds[0]);
});

test('messages arriving live appear once, and a refetch after a reconnect shows no duplicates', async () => {
  const history = [message(chat._id, bob._id, 'hello')];
  server.use(http.get(`*/api/chat/${chat._id}/messages`, () => HttpResponse.json({ messages: history, hasMore: false })), ...chatWindowHandlers(chat, []));
  const { store } = openWindow();
  const window = await screen.findByRole('dialog', { name: 'bob' });
  await within(window).findByText('hello');

  const live = message(chat._id, bob._id, '<script>alert(1)</script>');
  history.push(live);
  // new_message and receive_message may both bring it.
  act(() => {
    store.dispatch(messageArrived(live));
  });
  act(() => {
    store.dispatch(messageArrived(live));
  });
  expect(await within(window).findByText('<script>alert(1)</script>')).toBeInTheDocument();

  act(() => {

    store.dispatch(baseApi.util.invalidateTags(['Chat', 'Message', 'Friend']));

  });
  await waitFor(() => expect(within(window).getAllByRole('listitem')).toHaveLength(2));
  expect(within(window).getAllByText('<script>alert(1)</script>')).toHaveLength(1);
});

test('opening a chat marks it read', async () => {
  let reads = 0;
  server.use(
    http.post(`*/api/chat/${chat._id}/read`, () => {
      reads += 1;
      return HttpResponse.json({});
    }),
    ...chatWindowHandlers(chat, [message(chat._id, bob._id, 'hi')]),
  );
  openWindow();
  await screen.findByRole('dialog', { name: 'bob' });
  await waitFor(() => expect(reads).toBeGreaterThan(0));
});

test('a message over 2,000 characters is not sent and says why', async () => {
  server.use(...chatWindowHandlers(chat, []));
  const { user } = openWindow();
  const window = await screen.findByRole('dialog', { name: 'bob' });
  const field = within(window).getByRole('textbox', { name: 'Message to bob' });
  await user.click(field);
  await user.paste('x'.repeat(2001));
  expect(within(window).getByText('2001/2000')).toBeInTheDocument();
  await user.keyboard('{Enter}');
  expect(within(window).getByRole('alert')).toHaveTextContent('A message can be at most 2000 characters.');
  expect(field).toHaveValue('x'.repeat(2001));
});

test('Escape closes the chat window', async () => {
  server.use(...chatWindowHandlers(chat, []));
  const { user, store } = openWindow();
  await screen.findByRole('dialog', { name: 'bob' });
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog', { name: 'bob' })).not.toBeInTheDocument();
  expect(store.getState().chat.openChatId).toBeNull();
});

test('opened from the hub, Tab wraps inside the window and Escape gives the focus back to the row that opened it', async () => {
  server.use(...chatWindowHandlers(chat, []));
  const { user } = renderWithProviders(<ChatLauncher />, { preloadedState: signedIn() });
  server.use(chatListHandler([chat]));
  await user.click(await screen.findByRole('button', { name: /^Chat hub/ }));
  const open = await within(screen.getByRole('dialog', { name: 'Chat hub' })).findByRole('button', { name: 'Open' });
  await user.click(open);
  const window = await screen.findByRole('dialog', { name: 'bob' });
  const field = within(window).getByRole('textbox', { name: 'Message to bob' });
  await waitFor(() => expect(field).toHaveFocus());

  // Close chat is the window's first control; Send (disabled while the field is empty) is skipped, so the field is its last.
  await user.tab();
  expect(within(window).getByRole('button', { name: 'Close chat' })).toHaveFocus();
  await user.tab({ shift: true });
  expect(field).toHaveFocus();

  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog', { name: 'bob' })).not.toBeInTheDocument();
  expect(open).toHaveFocus();
  expect(screen.getByRole('dialog', { name: 'Chat hub' })).toBeInTheDocument();
});

test('a chat the user is not in is not available', async () => {
  server.use(http.get(`*/api/chat/${chat._id}`, () => HttpResponse.json({ msg: 'You are not a participant of this chat.' }, { status: 403 })));
  server.use(http.get(`*/api/chat/${chat._id}/messages`, () => HttpResponse.json({ msg: 'no' }, { status: 403 })));
  openWindow();
  expect(await screen.findByText('This conversation is not available.')).toBeInTheDocument();
});
