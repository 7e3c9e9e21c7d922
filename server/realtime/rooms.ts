/** Every socket of a user joins this room, on whichever process it is connected to. */
export const userRoom = (userId: string) => `user:${userId}`;

/** Every socket opened with one session's token joins this room, so ending the session closes them. */
/** Every visitor's socket (no token) joins the room of its address, so a cap can count them on every process. */
export const addressRoom = (address: string) => `address:${address}`;

export const sessionRoom = (sessionId: string) => `session:${sessionId}`;
