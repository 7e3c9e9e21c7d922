/**
 * What the bracket benchmarks share: an admin's session on the server under test, a LIVE tournament
 * with a started bracket of the size asked for, an API key, and a reporter that reports the next
 * playable match, as the bot does, through the public API.
 */
import { randomBytes } from 'node:crypto';
import type { Bracket, BracketMatch, CreatedApiKey, ReportResponse } from '../common/contract/brackets';
import type { TournamentFormat } from '../common/tournamentFormats';

export interface AdminCredentials {
  email: string;
  password: string;
}

/**
 * The admin a bench server creates at start (ADMIN_EMAIL and ADMIN_PASSWORD). Two-factor is off for
 * admins on such a server on purpose (REQUIRE_ADMIN_2FA=false): the bench has no authenticator app,
 * and nothing it measures (reads, broadcasts, rendering) passes the two-factor check.
 */
export function benchAdmin(): { credentials: AdminCredentials; env: Record<string, string> } {
  const credentials = { email: 'bench-admin@example.com', password: `bench-${randomBytes(12).toString('hex')}` };
  return { credentials, env: { ADMIN_EMAIL: credentials.email, ADMIN_PASSWORD: credentials.password, REQUIRE_ADMIN_2FA: 'false' } };
}

/** A JSON request to the API; anything but the expected status throws with the server's answer. */
async function callApi<T>(baseUrl: string, pathname: string, { method = 'GET', token, body, expect = 200 }: { method?: string; token?: string; body?: unknown; expect?: number } = {}): Promise<T> {
  const response = await fetch(`${baseUrl}${pathname}`, {
    method,
    headers: {
      accept: 'application/json',
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (response.status !== expect) throw new Error(`${method} ${pathname} answered ${response.status}: ${text.slice(0, 300)}`);
  return (text ? JSON.parse(text) : null) as T;
}

export async function adminToken(baseUrl: string, admin: AdminCredentials): Promise<string> {
  const { token } = await callApi<{ token: string }>(baseUrl, '/api/auth/login', { method: 'POST', body: admin });
  return token;
}

export interface StartedBracket {
  tournamentId: string;
  bracket: Bracket;
}

/** A LIVE tournament with `players` participants (seeded in order) and its bracket started. */
export async function startedBracket(baseUrl: string, token: string, { players, format, title }: { players: number; format: TournamentFormat; title: string }): Promise<StartedBracket> {
  const { _id: tournamentId } = await callApi<{ _id: string }>(baseUrl, '/api/tournaments', {
    method: 'POST',
    token,
    expect: 201,
    body: { title: `${title} ${randomBytes(3).toString('hex')}`, status: 'LIVE', startAt: '2031-06-01T18:00:00Z', game: 'valorant', platform: 'PC', format },
  });
  const participants = Array.from({ length: players }, (_, index) => ({ name: `Player ${String(index + 1).padStart(3, '0')}`, seed: index + 1 }));
  await callApi(baseUrl, `/api/tournaments/${tournamentId}/participants`, { method: 'POST', token, expect: 201, body: { participants } });
  const bracket = await callApi<Bracket>(baseUrl, `/api/tournaments/${tournamentId}/bracket`, { method: 'POST', token, expect: 201, body: {} });
  return { tournamentId, bracket };
}

export async function resultsKey(baseUrl: string, token: string): Promise<string> {
  const created = await callApi<CreatedApiKey>(baseUrl, '/api/admin/api-keys', { method: 'POST', token, expect: 201, body: { name: `Bench bot ${randomBytes(3).toString('hex')}`, scopes: ['results'] } });
  return created.key;
}

const playable = (match: BracketMatch) => (match.status === 'ready' || match.status === 'running') && !match.bye && match.opponents.length === 2 && match.opponents.every(Boolean);

/**
 * Reports results with an API key, one match at a time, each time the first playable match (the
 * lower seed of each pair wins one in three, so players also drop into the losers bracket). It keeps
 * its copy of the bracket from the answers, so it never reads the bracket itself.
 */
export class BracketReporter {
  private readonly matches: Map<string, BracketMatch>;
  private sequence = 0;

  private readonly keys: readonly string[];

  /** With several keys, the reports take them in turn: each key has its own limit of writes a minute. */
  constructor(
    private readonly baseUrl: string,
    keys: string | readonly string[],
    private readonly started: StartedBracket,
  ) {
    this.keys = typeof keys === 'string' ? [keys] : keys;
    this.matches = new Map(started.bracket.matches.map((match) => [match.id, match]));
  }

  /** The next match a report would settle; null once none is left. */
  nextMatch(): BracketMatch | null {
    for (const match of this.matches.values()) if (playable(match)) return match;
    return null;
  }

  /** Reports the next playable match; false when none is left. `onSend` runs just before the request leaves. */
  async reportNext(onSend: (match: BracketMatch) => void = () => undefined): Promise<boolean> {
    const match = this.nextMatch();
    if (!match) return false;
    this.sequence += 1;
    const scores = this.sequence % 3 === 0 ? [1, 2] : [2, 1];
    const reportId = `bench-${this.started.tournamentId}-${this.sequence}`;
    onSend(match);
    const answer = await callApi<ReportResponse>(this.baseUrl, `/api/tournaments/${this.started.tournamentId}/matches/${match.id}/report`, {
      method: 'POST',
      token: this.keys[this.sequence % this.keys.length]!,
      body: { reportId, scores },
    });
    for (const changed of answer.matches) this.matches.set(changed.id, changed);
    return true;
  }
}
