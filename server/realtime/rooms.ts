/** Every socket of a user joins this room, on whichever process it is connected to. */
export const userRoom = (userId: string) => `user:${userId}`;

/** Every socket opened with one session's token joins this room, so ending the session closes them. */
export const sessionRoom = (sessionId: string) => `session:${sessionId}`;
