import type { AppDispatch, RootState } from '../../app/store';
import { chatApi, messageArrived } from './chatApi';
import { messageFailed, messageQueued, messageRetried, messageStored } from './chatSlice';

function newClientMessageId(): string {
  return globalThis.crypto?.randomUUID?.() ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

async function deliver(dispatch: AppDispatch, chatId: string, content: string, clientMessageId: string): Promise<void> {
  const result = await dispatch(chatApi.endpoints.sendMessage.initiate({ chatId, content, clientMessageId }));
  if (result.error) {
    dispatch(messageFailed(clientMessageId));
    return;
  }
  dispatch(messageArrived(result.data));
  dispatch(messageStored(clientMessageId));
}

/**
 * Shows the message as sending at once, then sends it. The client message id makes a retry safe:
 * the server answers a message it already stored instead of storing it twice.
 */
export function sendChatMessage(chatId: string, content: string) {
  return async (dispatch: AppDispatch): Promise<void> => {
    const clientMessageId = newClientMessageId();
    dispatch(messageQueued({ chatId, content, clientMessageId }));
    await deliver(dispatch, chatId, content, clientMessageId);
  };
}

export function retryChatMessage(clientMessageId: string) {
  return async (dispatch: AppDispatch, getState: () => RootState): Promise<void> => {
    const pending = getState().chat.outbox[clientMessageId];
    if (!pending) return;
    dispatch(messageRetried(clientMessageId));
    await deliver(dispatch, pending.chatId, pending.content, clientMessageId);
  };
}
