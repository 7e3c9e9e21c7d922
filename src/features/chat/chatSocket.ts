import { baseApi } from '../../api/baseApi';
import type { SocketFeature } from '../../realtime/socketFeature';
import { CHAT_LIST_TAG, messageArrived } from './chatApi';
import { chatClosed, chatOpened, type ChatState, messageReceived } from './chatSlice';

/** The state RTK Query's cache updates of the messages read. */
type MessagesCacheState = ReturnType<Parameters<ReturnType<typeof messageArrived>>[1]>;

/**
 * Chat over the realtime connection: incoming messages, and the conversation the chat window
 * shows, whose messages (the user's other tabs' included) arrive as receive_message.
 */
export const chatSocket: SocketFeature<{ chat: ChatState } & MessagesCacheState> = ({ dispatch, getState, socket }) => ({
  on: {
    new_message(message) {
      dispatch(messageReceived(message));
      dispatch(messageArrived(message));
      // Reloads the list if the hub shows it; otherwise it is fetched afresh when the hub opens.
      dispatch(baseApi.util.invalidateTags([CHAT_LIST_TAG]));
    },
    receive_message: (message) => dispatch(messageArrived(message)),
  },
  onConnect(reconnection) {
    // Whatever arrived while the connection was down is fetched again. Refetched histories replace
    // the cached ones, so nothing shows twice.
    if (reconnection) dispatch(baseApi.util.invalidateTags(['Chat', 'Message']));
    const openChatId = getState().chat.openChatId;
    if (openChatId) socket.emit('open_chat', openChatId);
  },
  onAction(action, stateBefore) {
    if (!(chatOpened.match(action) || chatClosed.match(action)) || !socket.connected) return;
    const previousChatId = stateBefore.chat.openChatId;
    if (previousChatId && previousChatId !== getState().chat.openChatId) socket.emit('close_chat', previousChatId);
    if (chatOpened.match(action)) socket.emit('open_chat', action.payload);
  },
});
