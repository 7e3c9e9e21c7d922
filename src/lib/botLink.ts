/** Telegram's start parameter allows 1–64 of these characters; a tournament id (24 hex) fits. */
const START_PARAMETER = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * The bot link that opens the bot on one tournament: the messaging app hands `start` to the bot
 * as "/start tournament-{id}". An id that could not travel as a start parameter gets the bot's
 * front page rather than a broken link.
 */
export function botLinkForTournament(botUrl: string, tournamentId: string): string {
  const payload = `tournament-${tournamentId}`;
  if (!START_PARAMETER.test(payload)) return botUrl;
  try {
    const url = new URL(botUrl);
    url.searchParams.set('start', payload);
    return url.toString();
  } catch {
    return botUrl;
  }
}
