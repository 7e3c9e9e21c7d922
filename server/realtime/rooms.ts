/** Every socket of a user joins this room, on whichever process it is connected to. */
export const userRoom = (userId: string) => `user:${userId}`;
