import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ChatMessage } from '../../../common/contract/chat';
import { loggedOut } from '../session/sessionSlice';

/** A message the user sent that the server has not acknowledged yet, or refused to store. */
export interface PendingMessage {
  clientMessageId: string;
  chatId: string;
  content: string;
  status: 'sending' | 'failed';
}

/** The server's count of chats with unread messages, and which of the first page's chats those are. */
export interface UnreadChats {
  unreadChats: number;
  unreadChatIds: string[];
}

export interface ChatState {
  hubOpen: boolean;
  /** The conversation shown in the chat window, if any. */
  openChatId: string | null;
  /** The hub button's badge. */
  unreadCount: number;
  /** The badge starts from the server's count once per session; live messages raise it after. */
  initialUnreadLoaded: boolean;
  /** The chat of each message that raised the badge while that first count was on its way. */
  raisedBeforeLoad: string[];
  /** Messages being sent or failed, by client message id, until the server has them. */
  outbox: Record<string, PendingMessage>;
}

const initialState: ChatState = { hubOpen: false, openChatId: null, unreadCount: 0, initialUnreadLoaded: false, raisedBeforeLoad: [], outbox: {} };

export const chatSlice = createSlice({
  name: 'chat',
  initialState,
  reducers: {
    hubOpened(state) {
      state.hubOpen = true;
      state.unreadCount = 0;
      state.raisedBeforeLoad = [];
    },
    hubClosed(state) {
      state.hubOpen = false;
    },
    chatOpened(state, action: PayloadAction<string>) {
      state.openChatId = action.payload;
    },
    chatClosed(state) {
      state.openChatId = null;
    },
    /**
     * The number of chats with unread messages, from the first chat list of the session. A message
     * that arrived while the list was loading still counts, unless the list already counts its chat.
     */
    unreadCountLoaded(state, action: PayloadAction<UnreadChats>) {
      if (state.initialUnreadLoaded) return;
      state.initialUnreadLoaded = true;
      const counted = new Set(action.payload.unreadChatIds);
      const raisedMeanwhile = state.raisedBeforeLoad.filter((chatId) => !counted.has(chatId)).length;
      state.raisedBeforeLoad = [];
      if (!state.hubOpen) state.unreadCount = action.payload.unreadChats + raisedMeanwhile;
    },
    /** A message from someone else arrived over the realtime channel. */
    messageReceived(state, action: PayloadAction<ChatMessage>) {
      if (state.hubOpen || state.openChatId === action.payload.chatId) return;
      state.unreadCount += 1;
      if (!state.initialUnreadLoaded) state.raisedBeforeLoad.push(action.payload.chatId);
    },
    messageQueued(state, action: PayloadAction<Omit<PendingMessage, 'status'>>) {
      state.outbox[action.payload.clientMessageId] = { ...action.payload, status: 'sending' };
    },
    messageRetried(state, action: PayloadAction<string>) {
      const pending = state.outbox[action.payload];
      if (pending) pending.status = 'sending';
    },
    messageFailed(state, action: PayloadAction<string>) {
      const pending = state.outbox[action.payload];
      if (pending) pending.status = 'failed';
    },
    messageStored(state, action: PayloadAction<string>) {
      delete state.outbox[action.payload];
    },
  },
  extraReducers: (builder) => {
    builder.addCase(loggedOut, () => initialState);
  },
  selectors: {
    selectHubOpen: (state) => state.hubOpen,
    selectOpenChatId: (state) => state.openChatId,
    selectUnreadCount: (state) => state.unreadCount,
    selectInitialUnreadLoaded: (state) => state.initialUnreadLoaded,
    selectOutbox: (state) => state.outbox,
  },
});

export const {
  hubOpened,
  hubClosed,
  chatOpened,
  chatClosed,
  unreadCountLoaded,
  messageReceived,
  messageQueued,
  messageRetried,
  messageFailed,
  messageStored,
} = chatSlice.actions;
export const { selectHubOpen, selectOpenChatId, selectUnreadCount, selectInitialUnreadLoaded, selectOutbox } = chatSlice.selectors;
