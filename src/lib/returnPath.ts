/** Where the route guard sent the visitor from (its navigation state), so login can take them back there. */
export function returnPath(state: unknown, fallback: string): string {
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') ? from : fallback;
}
