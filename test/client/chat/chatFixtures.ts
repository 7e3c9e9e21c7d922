import { http, HttpResponse } from 'msw';
import type { ChatMessage, ChatSummary, UserCard } from '../../../common/contract/chat';
import type { Friend } from '../../../common/contract/friends';

/** The signed-in user of render.tsx's signedIn(). */
export const ME: UserCard = { _id: 'a'.repeat(24), username: 'player1', nickname: null, profileIcon: null, isOnline: true };

let counter = 0;
export function nextId(): string {
  counter += 1;
  return counter.toString(16).padStart(24, '0');
}

export function person(username: string, overrides: Partial<UserCard> = {}): UserCard {
  return { _id: nextId(), username, nickname: null, profileIcon: null, isOnline: false, ...overrides };
}

export function chatWith(other: UserCard, content: string, overrides: Partial<ChatSummary> = {}): ChatSummary {
  return {
    _id: nextId(),
    participants: [ME, other],
    lastMessage: { content, createdAt: '2026-01-01T12:00:00.000Z', senderId: other._id },
    hasUnread: false,
    ...overrides,
  };
}

export function message(chatId: string, senderId: string, content: string, overrides: Partial<ChatMessage> = {}): ChatMessage {
  return { _id: nextId(), chatId, senderId, content, clientMessageId: null, createdAt: '2026-01-01T12:00:00.000Z', ...overrides };
}

/** GET /api/chat/list over these chats, paged by limit and skip as the server pages. */
export function chatListHandler(chats: ChatSummary[], { unreadChats = chats.filter((chat) => chat.hasUnread).length, until = Promise.resolve() } = {}) {
  return http.get('*/api/chat/list', async ({ request }) => {
    await until;
    const url = new URL(request.url);
    const limit = Number(url.searchParams.get('limit'));
    const skip = Number(url.searchParams.get('skip'));
    const page = chats.slice(skip, skip + limit);
    return HttpResponse.json({ chats: page, hasMore: skip + page.length < chats.length, total: chats.length, unreadChats });
  });
}

export function friendsHandler(friends: Friend[], until = Promise.resolve()) {
  return http.get('*/api/friends/list', async () => {
    await until;
    return HttpResponse.json({ friends });
  });
}

export const noFriendRequests = http.get('*/api/friends/requests', () => HttpResponse.json({ incoming: [], outgoing: [] }));

/** The window of one chat: its summary, its history (one page) and marking it read. */
export function chatWindowHandlers(chat: ChatSummary, history: ChatMessage[]) {
  return [
    http.get(`*/api/chat/${chat._id}`, () => HttpResponse.json(chat)),
    http.get(`*/api/chat/${chat._id}/messages`, () => HttpResponse.json({ messages: history, hasMore: false })),
    http.post(`*/api/chat/${chat._id}/read`, () => HttpResponse.json({ _id: chat._id, hasUnread: false })),
  ];
}

/** Narrow screens: matchMedia answers true for the chat's 1024 px breakpoint. */
export function useNarrowScreen(): void {
  const original = window.matchMedia;
  beforeEach(() => {
    window.matchMedia = ((query: string) => ({
      matches: query.includes('max-width: 1024px') && !query.startsWith('not'),
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    })) as typeof window.matchMedia;
  });
  afterEach(() => {
    window.matchMedia = original;
  });
}

/** A response held back until release() is called: the loading state stays on screen until then. */
export function heldBack() {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { released, release };
}
