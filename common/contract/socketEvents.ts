/** Socket events, declared once as typed maps for both the server and the SPA. */
import type { BracketUpdate } from './brackets';
import type { ChatMessage, SendMessageBody } from './chat';

export type { ChatMessage } from './chat';

export interface PresenceUpdate {
  userId: string;
  online: boolean;
}

export type Ack = { ok: true } | { ok: false; msg: string };

export type SendMessageAck = { ok: true; message: ChatMessage } | { ok: false; msg: string; status: number };

export interface ServerToClientEvents {
  presence_update: (update: PresenceUpdate) => void;
  /** To every socket of the recipient, on every process. */
  new_message: (message: ChatMessage) => void;
  /** To the sockets that have the conversation open (see open_chat), the sender's included. */
  receive_message: (message: ChatMessage) => void;
  /** A request, friendship or block between the user and userId changed: friends and profiles are stale. */
  friendship_changed: (change: { userId: string }) => void;
  /** After a report is stored: to every page watching the tournament (watch_tournament), on every process. */
  bracket_updated: (update: BracketUpdate) => void;
  /**
   * A watched tournament changed in a way no bracket_updated carries: its participants, or its bracket
   * started. To every page watching it; they read the tournament, its participants and its bracket again.
   */
  tournament_changed: (change: { tournamentId: string }) => void;
}

export interface ClientToServerEvents {
  /** Only the caller's own id is accepted. */
  join: (userId: string, ack?: (result: Ack) => void) => void;
  presence_heartbeat: (payload: { userId: string }) => void;
  /** Acknowledged once the message is stored. */
  send_message: (payload: SendMessageBody & { chatId: string }, ack?: (result: SendMessageAck) => void) => void;
  /** The chat window shows this conversation: its messages arrive as receive_message. */
  open_chat: (chatId: string, ack?: (result: Ack) => void) => void;
  close_chat: (chatId: string) => void;
  /** A page showing a tournament's bracket, visitors' pages too: its updates arrive as bracket_updated. */
  watch_tournament: (payload: { tournamentId: string }, ack?: (result: Ack) => void) => void;
  unwatch_tournament: (payload: { tournamentId: string }) => void;
}
