import type { Middleware } from '@reduxjs/toolkit';
import { bracketsSocket } from '../features/brackets/bracketsSocket';
import { chatSocket } from '../features/chat/chatSocket';
import { friendsSocket } from '../features/friends/friendsSocket';
import { presenceSocket } from '../features/presence/presenceSocket';
import { sessionSocket } from '../features/session/sessionSocket';
import { getSocket } from '../realtime/socketClient';
import { socketMiddleware } from '../realtime/socketMiddleware';

/** Every feature's socket handlers, in the order they hear an event. */
const SOCKET_FEATURES = [sessionSocket, presenceSocket, chatSocket, friendsSocket, bracketsSocket];

/** The realtime middleware with the features' handlers, once socket.io-client has loaded. The store loads this module on demand. */
export async function realtimeMiddleware(): Promise<Middleware> {
  return socketMiddleware(SOCKET_FEATURES, await getSocket());
}
