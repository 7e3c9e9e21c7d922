import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ChatMessage } from '../../../common/socketEvents';
import { loggedOut } from '../session/sessionSlice';

export interface ChatState {
  hubOpen: boolean;
  /** The conversation shown in the chat window, if any. */
  openChatId: string | null;
  unreadCount: number;
  /** Bumped by every incoming message so open views know to refresh. */
  lastMessage: ChatMessage | null;
}

const initialState: ChatState = { hubOpen: false, openChatId: null, unreadCount: 0, lastMessage: null };

export const chatSlice = createSlice({
  name: 'chat',
  initialState,
  reducers: {
    hubOpened(state) {
      state.hubOpen = true;
      state.unreadCount = 0;
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
    unreadCountLoaded(state, action: PayloadAction<number>) {
      if (!state.hubOpen) state.unreadCount = action.payload;
    },
    messageReceived(state, action: PayloadAction<ChatMessage>) {
      state.lastMessage = action.payload;
      if (!state.hubOpen && state.openChatId !== action.payload.chatId) state.unreadCount += 1;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(loggedOut, () => initialState);
  },
});

export const { hubOpened, hubClosed, chatOpened, chatClosed, unreadCountLoaded, messageReceived } = chatSlice.actions;
