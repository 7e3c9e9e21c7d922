/**
 * Runs each user's presence transitions one after another, so a quick connect and disconnect
 * are announced in the order they happened.
 */
export function perUserQueue() {
  const tails = new Map<string, Promise<void>>();
  return (userId: string, work: () => Promise<void>): Promise<void> => {
    const next = (tails.get(userId) ?? Promise.resolve()).then(work);
    const tail = next.catch(() => undefined);
    tails.set(userId, tail);
    void tail.then(() => {
      if (tails.get(userId) === tail) tails.delete(userId);
    });
    return next;
  };
}
