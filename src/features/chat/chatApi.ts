import { CHAT_PAGE_SIZE, MESSAGE_PAGE_SIZE } from '../../../common/chat';
import type { ChatIdResponse, ChatListResponse, ChatMessage, ChatSummary, MessagePage, SendMessageBody } from '../../../common/contract/chat';
import { baseApi } from '../../api/baseApi';
import { snapshotReceived } from '../presence/presenceSlice';

export const CHAT_LIST_TAG = { type: 'Chat', id: 'LIST' } as const;

/** Servers of older versions of the product may answer the chat list as a bare list. */
function toChatListResponse(body: ChatListResponse | ChatSummary[]): ChatListResponse {
  if (Array.isArray(body)) {
    return { chats: body, hasMore: false, total: body.length, unreadChats: body.filter((chat) => chat.hasUnread).length };
  }
  return { ...body, unreadChats: body.unreadChats ?? body.chats.filter((chat) => chat.hasUnread).length };
}

export const chatApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** Pages of ten chats that have a last message; the page param is the skip. */
    getChatList: build.infiniteQuery<ChatListResponse, void, number>({
      infiniteQueryOptions: {
        initialPageParam: 0,
        getNextPageParam: (lastPage, _allPages, lastSkip) => (lastPage.hasMore ? lastSkip + CHAT_PAGE_SIZE : undefined),
      },
      query: ({ pageParam }) => `/chat/list?limit=${CHAT_PAGE_SIZE}&skip=${pageParam}`,
      transformResponse: toChatListResponse,
      providesTags: [CHAT_LIST_TAG],
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          const participants = data.pages.flatMap((page) => page.chats.flatMap((chat) => chat.participants));
          dispatch(snapshotReceived(participants.map((participant) => ({ userId: participant._id, online: participant.isOnline }))));
        } catch {
          // The list shows the failure.
        }
      },
    }),
    getChat: build.query<ChatSummary, string>({
      query: (chatId) => `/chat/${chatId}`,
      providesTags: (_result, _error, chatId) => [{ type: 'Chat', id: chatId }],
    }),
    /** Newest page first; each next page holds older messages (the page param is the `before` cursor). */
    getMessages: build.infiniteQuery<MessagePage, string, string | null>({
      infiniteQueryOptions: {
        initialPageParam: null,
        getNextPageParam: (lastPage) => (lastPage.hasMore ? (lastPage.messages[0]?._id ?? undefined) : undefined),
      },
      query: ({ queryArg: chatId, pageParam }) => ({
        url: `/chat/${chatId}/messages`,
        params: { limit: MESSAGE_PAGE_SIZE, ...(pageParam ? { before: pageParam } : {}) },
      }),
      providesTags: (_result, _error, chatId) => [{ type: 'Message', id: chatId }],
    }),
    sendMessage: build.mutation<ChatMessage, SendMessageBody & { chatId: string }>({
      query: ({ chatId, ...body }) => ({ url: `/chat/${chatId}/messages`, method: 'POST', body }),
      invalidatesTags: [CHAT_LIST_TAG],
    }),
    markChatRead: build.mutation<unknown, string>({
      query: (chatId) => ({ url: `/chat/${chatId}/read`, method: 'POST' }),
      invalidatesTags: (_result, _error, chatId) => [CHAT_LIST_TAG, { type: 'Chat', id: chatId }],
    }),
    selectOrCreateChat: build.mutation<ChatIdResponse, string>({
      query: (recipientId) => ({ url: '/chat/select_or_create', method: 'POST', body: { recipientId } }),
    }),
  }),
});

export const {
  useGetChatListInfiniteQuery,
  useGetChatQuery,
  useGetMessagesInfiniteQuery,
  useMarkChatReadMutation,
  useSelectOrCreateChatMutation,
} = chatApi;

/** Puts a stored message into its conversation's loaded history, once, in time order. */
export function messageArrived(message: ChatMessage) {
  return chatApi.util.updateQueryData('getMessages', message.chatId, (history) => {
    const newest = history.pages[0];
    if (!newest || history.pages.some((page) => page.messages.some((held) => held._id === message._id))) return;
    newest.messages.push(message);
    newest.messages.sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  });
}
