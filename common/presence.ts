/** A signed-in page sends a presence heartbeat this often; a user whose heartbeats stop goes offline. */
export const PRESENCE_HEARTBEAT_MS = 15_000;
