import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { baseApi } from '../../../src/api/baseApi';
import type { RootState } from '../../../src/app/store';
import { CHAT_LIST_TAG } from '../../../src/features/chat/chatApi';
import { ChatLauncher } from '../../../src/features/chat/ChatLauncher';
import { ChatLauncherGate } from '../../../src/features/chat/ChatLauncherGate';
import { messageReceived } from '../../../src/features/chat/chatSlice';
import { updateReceived } from '../../../src/features/presence/presenceSlice';
import { server } from '../mswServer';
import { renderWithProviders, signedIn } from '../render';
import { chatListHandler, chatWith, friendsHandler, heldBack, ME, message, noFriendRequests, person, useNarrowScreen } from './chatFixtures';

/** Signed in with the realtime connection up, as after login. */
const connected: Partial<RootState> = { ...signedIn(), presence: { online: {}, connected: true } };

function renderHub(state: Partial<RootState> = connected, route = '/') {
  return renderWithProviders(<ChatLauncher />, { preloadedState: state, route });
}

async function openHub(user: ReturnType<typeof renderHub>['user']) {
  await user.click(await screen.findByRole('button', { name: /^Chat hub/ }));
  return screen.getByRole('dialog', { name: 'Chat hub' });
}

test('visitors get no chat hub button', () => {
  renderWithProviders(<ChatLauncherGate />);
  expect(screen.queryByRole('button', { name: /Chat hub/ })).not.toBeInTheDocument();
});

test('a logged-in user gets the floating chat hub button', async () => {
  server.use(chatListHandler([]));
  renderWithProviders(<ChatLauncherGate />, { preloadedState: connected });
  expect(await screen.findByRole('button', { name: 'Chat hub' })).toBeInTheDocument();
});

test('the hub has the Chats and Friends tabs; chat rows show avatar, username, preview, presence and Open', async () => {
  const bob = person('bob', { isOnline: true });
  const list = heldBack();
  server.use(chatListHandler([chatWith(bob, 'gg <b>wp</b>')], { until: list.released }));
  const { user } = renderHub(signedIn());
  const hub = await openHub(user);

  expect(within(hub).getByRole('tab', { name: 'Chats' })).toHaveAttribute('aria-selected', 'true');
  expect(within(hub).getByRole('tab', { name: 'Friends' })).toHaveAttribute('aria-selected', 'false');
  expect(within(hub).getByRole('status')).toHaveTextContent('Loading chats…');
  list.release();
  const row = (await within(hub).findByText('bob')).closest('li')!;
  // HTML in a message is text.
  expect(within(row).getByText('gg <b>wp</b>')).toBeInTheDocument();
  expect(within(row).getByText(/Online/)).toBeInTheDocument();
  expect(within(row).getByRole('button', { name: 'Open' })).toBeInTheDocument();
  expect(row.querySelector('img')).toHaveAttribute('src', '/images/versus-avatar.svg');
});

test('No conversations yet.', async () => {
  server.use(chatListHandler([]));
  const { user } = renderHub();
  await openHub(user);
  expect(await screen.findByText('No conversations yet.')).toBeInTheDocument();
});

test('a failed chat list load is logged and the list emptied', async () => {
  const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  server.use(http.get('*/api/chat/list', () => HttpResponse.json({ msg: 'boom' }, { status: 500 })));
  const { user } = renderHub({ ...signedIn() });
  await openHub(user);
  expect(await screen.findByText('No conversations yet.')).toBeInTheDocument();
  expect(logged).toHaveBeenCalledWith('Failed to load chats', expect.anything());
  logged.mockRestore();
});

test('Load More shows the remaining count and the next ten; Show Less goes back to the first ten', async () => {
  const chats = Array.from({ length: 23 }, (_, index) => chatWith(person(`friend${String(index).padStart(2, '0')}`), `hello ${index}`));
  server.use(chatListHandler(chats));
  const { user } = renderHub();
  const hub = await openHub(user);

  await within(hub).findByText('friend00');
  expect(within(hub).getAllByRole('button', { name: 'Open' })).toHaveLength(10);
  await user.click(within(hub).getByRole('button', { name: 'Load More (13)' }));
  expect(await within(hub).findByText('friend19')).toBeInTheDocument();
  expect(within(hub).getAllByRole('button', { name: 'Open' })).toHaveLength(20);
  await user.click(within(hub).getByRole('button', { name: 'Load More (3)' }));
  expect(await within(hub).findByText('friend22')).toBeInTheDocument();
  expect(within(hub).queryByRole('button', { name: /Load More/ })).not.toBeInTheDocument();

  await user.click(within(hub).getByRole('button', { name: 'Show Less' }));
  expect(within(hub).getAllByRole('button', { name: 'Open' })).toHaveLength(10);
  expect(within(hub).getByRole('button', { name: 'Load More (13)' })).toBeInTheDocument();
  expect(within(hub).queryByRole('button', { name: 'Show Less' })).not.toBeInTheDocument();
});

test('only chats with a last message are listed', async () => {
  const empty = chatWith(person('silent'), '', { lastMessage: null });
  server.use(chatListHandler([chatWith(person('talker'), 'hi'), empty]));
  const { user } = renderHub();
  const hub = await openHub(user);
  expect(await within(hub).findByText('talker')).toBeInTheDocument();
  expect(within(hub).queryByText('silent')).not.toBeInTheDocument();
});

test('a deleted participant shows as Deleted Account', async () => {
  const gone = { _id: 'd'.repeat(24), username: 'deleted_account', nickname: 'Deleted Account', profileIcon: null, isOnline: false };
  const orphan = chatWith(gone, 'my last words');
  server.use(chatListHandler([orphan, { ...chatWith(person('x'), 'alone'), participants: [ME] }]));
  const { user } = renderHub();
  const hub = await openHub(user);
  expect(await within(hub).findAllByText('Deleted Account')).toHaveLength(2);
  expect(within(hub).queryByText('deleted_account')).not.toBeInTheDocument();
});

test('friends: Online or Offline, online first, then alphabetical; live presence re-sorts them', async () => {
  const zed = person('zed', { isOnline: true });
  const amy = person('Amy');
  const bea = person('bea', { isOnline: true });
  const carl = person('carl');
  const friends = heldBack();
  server.use(chatListHandler([]), noFriendRequests, friendsHandler([carl, zed, amy, bea], friends.released));
  const { user, store } = renderHub();
  const hub = await openHub(user);
  await user.click(within(hub).getByRole('tab', { name: 'Friends' }));
  expect(within(hub).getByRole('status')).toHaveTextContent('Loading friends…');
  friends.release();

  const names = async () => (await within(hub).findAllByRole('link')).map((link) => link.textContent);
  expect(await names()).toEqual(['bea', 'zed', 'Amy', 'carl']);
  const amyRow = within(hub).getByRole('link', { name: 'Amy' }).closest('li')!;
  expect(within(amyRow).getByText('Offline')).toBeInTheDocument();
  expect(within(within(hub).getByRole('link', { name: 'zed' }).closest('li')!).getByText('Online')).toBeInTheDocument();

  act(() => {

    store.dispatch(updateReceived({ userId: amy._id, online: true }));

  });
  act(() => {
    store.dispatch(updateReceived({ userId: zed._id, online: false }));
  });
  await waitFor(async () => expect(await names()).toEqual(['Amy', 'bea', 'carl', 'zed']));
});

test('You have no friends yet.', async () => {
  server.use(chatListHandler([]), friendsHandler([]), noFriendRequests);
  const { user } = renderHub();
  const hub = await openHub(user);
  await user.click(within(hub).getByRole('tab', { name: 'Friends' }));
  expect(await within(hub).findByText('You have no friends yet.')).toBeInTheDocument();
});

test('a new player finds someone by name from the Friends tab and asks them to be friends', async () => {
  const kestrel = person('Kestrel');
  const searched: string[] = [];
  let asked = false;
  server.use(
    chatListHandler([]),
    friendsHandler([]),
    noFriendRequests,
    http.get('*/api/friends/search', ({ request }) => {
      searched.push(new URL(request.url).searchParams.get('q') ?? '');
      return HttpResponse.json({ players: [{ ...kestrel, relation: asked ? 'requested' : 'none', requestId: null }] });
    }),
    http.post('*/api/friends/requests', async ({ request }) => {
      expect(await request.json()).toEqual({ username: 'Kestrel' });
      asked = true;
      return HttpResponse.json({ status: 'requested', requestId: 'r1' }, { status: 201 });
    }),
  );
  const { user } = renderHub();
  const hub = await openHub(user);
  await user.click(within(hub).getByRole('tab', { name: 'Friends' }));
  expect(await within(hub).findByText('You have no friends yet.')).toBeInTheDocument();
  const search = within(hub).getByRole('search', { name: 'Find players' });

  await user.type(within(search).getByRole('searchbox', { name: 'Username' }), 'k{Enter}');
  expect(within(hub).getByRole('alert')).toHaveTextContent('Type at least 2 characters of a username.');
  expect(searched).toEqual([]);

  await user.type(within(search).getByRole('searchbox', { name: 'Username' }), 'es');
  await user.click(within(search).getByRole('button', { name: 'Search' }));
  const found = await within(hub).findByRole('list', { name: 'Players found' });
  expect(within(found).getByRole('link', { name: 'Kestrel' })).toHaveAttribute('href', '/profile/Kestrel');
  await user.click(within(found).getByRole('button', { name: 'Add friend' }));
  expect(await within(found).findByText('Request sent')).toBeInTheDocument();
  expect(within(found).queryByRole('button', { name: 'Add friend' })).not.toBeInTheDocument();
  expect(searched).toEqual(['kes', 'kes']);
});

test('a search that finds nobody says so', async () => {
  server.use(chatListHandler([]), friendsHandler([]), noFriendRequests, http.get('*/api/friends/search', () => HttpResponse.json({ players: [] })));
  const { user } = renderHub();
  const hub = await openHub(user);
  await user.click(within(hub).getByRole('tab', { name: 'Friends' }));
  await user.type(await within(hub).findByRole('searchbox', { name: 'Username' }), 'nobody{Enter}');
  expect(await within(hub).findByText('No players found for “nobody”.')).toBeInTheDocument();
});

test('a failed friends load is logged and the list emptied', async () => {
  const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  server.use(chatListHandler([]), http.get('*/api/friends/list', () => HttpResponse.error()), noFriendRequests);
  const { user } = renderHub();
  const hub = await openHub(user);
  await user.click(within(hub).getByRole('tab', { name: 'Friends' }));
  expect(await within(hub).findByText('You have no friends yet.')).toBeInTheDocument();
  expect(logged).toHaveBeenCalledWith('Failed to load friends', expect.anything());
  logged.mockRestore();
});

test('Message on a friend opens the chat; a failure is only logged', async () => {
  const bob = person('bob');
  const chat = chatWith(bob, 'hi');
  let fail = true;
  server.use(
    chatListHandler([]),
    friendsHandler([bob]),
    noFriendRequests,
    http.post('*/api/chat/select_or_create', () => (fail ? HttpResponse.json({ msg: 'nope' }, { status: 403 }) : HttpResponse.json({ _id: chat._id }))),
    http.get(`*/api/chat/${chat._id}`, () => HttpResponse.json(chat)),
    http.get(`*/api/chat/${chat._id}/messages`, () => HttpResponse.json({ messages: [], hasMore: false })),
    http.post(`*/api/chat/${chat._id}/read`, () => HttpResponse.json({})),
  );
  const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const { user, store } = renderHub();
  const hub = await openHub(user);
  await user.click(within(hub).getByRole('tab', { name: 'Friends' }));
  await user.click(await within(hub).findByRole('button', { name: 'Message' }));
  await waitFor(() => expect(logged).toHaveBeenCalledWith('Failed to select/create conversation', expect.anything()));
  expect(store.getState().chat.openChatId).toBeNull();
  logged.mockRestore();

  fail = false;
  // The button is disabled while the failed request settles; a person clicks again once it is back.
  const again = within(hub).getByRole('button', { name: 'Message' });
  await waitFor(() => expect(again).toBeEnabled());
  await user.click(again);
  expect(await screen.findByRole('dialog', { name: 'bob' })).toBeInTheDocument();
  expect(await screen.findByText('No messages yet. Say hi!')).toBeInTheDocument();
});

describe('the unread badge', () => {
  test('a session that ended while connecting (a 401 on the first count) is not reported as an error', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let asked = false;
    server.use(
      http.get('*/api/chat/list', () => {
        asked = true;
        return HttpResponse.json({ msg: 'Your session has ended. Please log in again.' }, { status: 401 });
      }),
    );
    const { store } = renderHub();
    await waitFor(() => expect(asked).toBe(true));
    const listStatus = () => Object.values(store.getState()[baseApi.reducerPath].queries).find((query) => query?.endpointName === 'getChatList')?.status;
    await waitFor(() => expect(listStatus()).toBe('rejected'));
    // The hook hears of the failure a few promise turns after the store does.
    await act(async () => {
      for (let turn = 0; turn < 5; turn++) await Promise.resolve();
    });
    expect(logged).not.toHaveBeenCalledWith('Failed to load chats', expect.anything());
    logged.mockRestore();
  });

  test('starts at the number of chats with unread messages', async () => {
    server.use(chatListHandler([chatWith(person('a'), 'x', { hasUnread: true }), chatWith(person('b'), 'y')], { unreadChats: 2 }));
    renderHub();
    expect(await screen.findByRole('button', { name: 'Chat hub, 2 unread' })).toHaveTextContent('2');
  });

  test('rises with each message while the hub is closed and resets when it opens', async () => {
    const bob = person('bob');
    const chat = chatWith(bob, 'hi');
    server.use(chatListHandler([chat], { unreadChats: 0 }));
    const { user, store } = renderHub();
    await screen.findByRole('button', { name: 'Chat hub' });
    await waitFor(() => expect(store.getState().chat.initialUnreadLoaded).toBe(true));

    act(() => {
      store.dispatch(messageReceived(message(chat._id, bob._id, 'one')));
    });
    act(() => {
      store.dispatch(messageReceived(message(chat._id, bob._id, 'two')));
    });
    expect(await screen.findByRole('button', { name: 'Chat hub, 2 unread' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Chat hub, 2 unread' }));
    expect(screen.getByRole('button', { name: 'Chat hub' })).toHaveAttribute('aria-expanded', 'true');
    act(() => {
      store.dispatch(messageReceived(message(chat._id, bob._id, 'three')));
    });
    expect(screen.getByRole('button', { name: 'Chat hub' })).toBeInTheDocument();
  });

  test.each([
    ['does not count it yet', false],
    ['already counts it', true],
  ])('a message that arrives while the first count loads, which %s, is counted once', async (_case, listCountsIt) => {
    const bob = person('bob');
    const chat = chatWith(bob, 'hi', { hasUnread: listCountsIt });
    const held = heldBack();
    server.use(chatListHandler([chat, chatWith(person('cleo'), 'yo', { hasUnread: true })], { until: held.released }));
    const { store } = renderHub();
    await screen.findByRole('button', { name: 'Chat hub' });

    act(() => {
      store.dispatch(messageReceived(message(chat._id, bob._id, 'are you there?')));
    });
    expect(store.getState().chat.initialUnreadLoaded).toBe(false);
    held.release();
    await waitFor(() => expect(store.getState().chat.initialUnreadLoaded).toBe(true));
    // Bob's chat, unread either way, and Cleo's.
    expect(screen.getByRole('button', { name: 'Chat hub, 2 unread' })).toBeInTheDocument();
  });

  test('an incoming message reloads the list while the hub is open', async () => {
    const bob = person('bob');
    let preview = 'first';
    server.use(http.get('*/api/chat/list', () => HttpResponse.json({ chats: [chatWith(bob, preview)], hasMore: false, total: 1, unreadChats: 0 })));
    const { user, store } = renderHub();
    const hub = await openHub(user);
    expect(await within(hub).findByText('first')).toBeInTheDocument();
    preview = 'second';
    // What the chat's socket handlers dispatch for new_message.
    act(() => {
      store.dispatch(messageReceived(message('c'.repeat(24), bob._id, 'second')));
    });
    act(() => {
      store.dispatch(baseApi.util.invalidateTags([CHAT_LIST_TAG]));
    });
    expect(await within(hub).findByText('second')).toBeInTheDocument();
  });
});

test('focus moves into the hub on open; Escape closes it and focus returns to the button', async () => {
  server.use(chatListHandler([]), friendsHandler([]), noFriendRequests);
  const { user } = renderHub();
  await openHub(user);
  expect(screen.getByRole('tab', { name: 'Chats' })).toHaveFocus();
  await user.keyboard('{ArrowRight}');
  expect(screen.getByRole('tab', { name: 'Friends' })).toHaveFocus();
  expect(screen.getByRole('tab', { name: 'Friends' })).toHaveAttribute('aria-selected', 'true');
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog', { name: 'Chat hub' })).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Chat hub' })).toHaveFocus();

  // Closed by its own Close button, too.
  const hub = await openHub(user);
  await user.click(within(hub).getByRole('button', { name: 'Close chat hub' }));
  expect(screen.queryByRole('dialog', { name: 'Chat hub' })).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Chat hub' })).toHaveFocus();
});

test('Tab and Shift+Tab wrap inside the hub', async () => {
  server.use(chatListHandler([]), friendsHandler([]), noFriendRequests);
  const { user } = renderHub();
  const hub = await openHub(user);
  await within(hub).findByText('No conversations yet.');
  // The Chats tab is the hub's last control while the list is empty; Close chat hub its first.
  expect(within(hub).getByRole('tab', { name: 'Chats' })).toHaveFocus();
  await user.tab();
  expect(within(hub).getByRole('button', { name: 'Close chat hub' })).toHaveFocus();
  await user.tab({ shift: true });
  expect(within(hub).getByRole('tab', { name: 'Chats' })).toHaveFocus();
});

test('the hub is not modal: a click on the page beside it takes the focus there and the hub stays open', async () => {
  server.use(chatListHandler([]), friendsHandler([]), noFriendRequests);
  const { user } = renderWithProviders(
    <>
      <button type="button">Elsewhere on the page</button>
      <ChatLauncher />
    </>,
    { preloadedState: connected },
  );
  await openHub(user);
  await user.click(screen.getByRole('button', { name: 'Elsewhere on the page' }));
  expect(screen.getByRole('button', { name: 'Elsewhere on the page' })).toHaveFocus();
  expect(screen.getByRole('dialog', { name: 'Chat hub' })).toBeInTheDocument();
  // Escape belongs to the hub only while the focus is in it.
  await user.keyboard('{Escape}');
  expect(screen.getByRole('dialog', { name: 'Chat hub' })).toBeInTheDocument();
});

describe('up to 1024 px', () => {
  useNarrowScreen();

  test('rows say Chat, and the bottom sheet collapses by its header', async () => {
    server.use(chatListHandler([chatWith(person('bob'), 'hi')]));
    const { user } = renderHub();
    const hub = await openHub(user);
    expect(await within(hub).findByRole('button', { name: 'Chat' })).toBeInTheDocument();
    expect(within(hub).queryByRole('button', { name: 'Open' })).not.toBeInTheDocument();

    await user.click(within(hub).getByRole('button', { name: 'Collapse chat hub' }));
    const header = within(hub).getByRole('button', { name: 'Expand chat hub' });
    expect(header).toHaveAttribute('aria-expanded', 'false');
    expect(within(hub).queryByRole('tab', { name: 'Chats' })).not.toBeInTheDocument();
    await user.click(header);
    expect(within(hub).getByRole('button', { name: 'Collapse chat hub' })).toHaveAttribute('aria-expanded', 'true');
    expect(within(hub).getByRole('tab', { name: 'Chats' })).toBeInTheDocument();
  });
});

test('?openChat opens that conversation and leaves the URL', async () => {
  const bob = person('bob');
  const chat = chatWith(bob, 'see you');
  server.use(
    chatListHandler([chat]),
    http.get(`*/api/chat/${chat._id}`, () => HttpResponse.json(chat)),
    http.get(`*/api/chat/${chat._id}/messages`, () => HttpResponse.json({ messages: [message(chat._id, bob._id, 'see you')], hasMore: false })),
    http.post(`*/api/chat/${chat._id}/read`, () => HttpResponse.json({})),
  );
  const { router } = renderHub(connected, `/games?openChat=${chat._id}&tab=all`);
  const window = await screen.findByRole('dialog', { name: 'bob' });
  expect(await within(window).findByText('see you')).toBeInTheDocument();
  await waitFor(() => expect(router.state.location.search).toBe('?tab=all'));
  expect(router.state.location.pathname).toBe('/games');
});

test('while the chat hub button floats over the page, the page makes room for it, and gives it back when it goes', async () => {
  server.use(chatListHandler([]));
  const { unmount } = renderWithProviders(<ChatLauncherGate />, { preloadedState: connected });
  expect(await screen.findByRole('button', { name: 'Chat hub' })).toBeInTheDocument();
  expect(document.documentElement).toHaveClass('chat-launcher-shown');
  unmount();
  expect(document.documentElement).not.toHaveClass('chat-launcher-shown');
});
