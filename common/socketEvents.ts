/** Socket events, declared once for both the server and the SPA (spec §7 realtime channel). */
export interface PresenceUpdate {
  userId: string;
  online: boolean;
}

export interface ChatMessage {
  _id: string;
  chatId: string;
  senderId: string;
  content: string;
  clientMessageId?: string;
  createdAt: string;
}

export interface ServerToClientEvents {
  presence_update: (update: PresenceUpdate) => void;
  new_message: (message: ChatMessage) => void;
  receive_message: (message: ChatMessage) => void;
}

export interface ClientToServerEvents {
  join: (userId: string, ack?: (result: { ok: boolean; msg?: string }) => void) => void;
  presence_heartbeat: (payload: { userId: string }) => void;
}

export const PRESENCE_HEARTBEAT_MS = 15_000;
