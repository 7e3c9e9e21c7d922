/** Every socket of a user joins this room, on whichever process it is connected to. */
export const userRoom = (userId: string) => `user:${userId}`;

/** Every socket opened with one session's token joins this room, so ending the session closes them. */
export const sessionRoom = (sessionId: string) => `session:${sessionId}`;

/** Every visitor's socket (no token) joins the room of its address, so a cap can count them on every process. */
export const addressRoom = (address: string) => `address:${address}`;

/** The sockets of the pages showing this tournament (watch_tournament), on every process. */
export const tournamentRoom = (tournamentId: string) => `tournament:${tournamentId.toLowerCase()}`;
