/** The server's `{ msg }` of a failed call when it sent one, else the fallback. */
export function serverMessage(error: unknown, fallback: string): string {
  const data = (error as { data?: { msg?: unknown } } | undefined)?.data;
  return typeof data?.msg === 'string' && data.msg ? data.msg : fallback;
}
