/** Every socket of a user joins this room, on whichever process it is connected to. */
export const userRoom = (userId: string) => `user:${userId}`;

/** Sockets whose chat window shows this conversation. */
export const chatRoom = (chatId: string) => `chat:${chatId}`;
