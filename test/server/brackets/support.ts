import type { FastifyInstance, InjectOptions } from 'fastify';
import type { Bracket, BracketMatch, CreatedApiKey, Participant } from '../../../common/contract/brackets';
import { newId } from '../../../server/db/ids';
import { createAccount, type TestAccount } from '../admin/factories';

export interface Callers {
  user: TestAccount;
  master: TestAccount;
  admin: TestAccount;
}

export async function createCallers(app: FastifyInstance): Promise<Callers> {
  return {
    user: await createAccount(app),
    master: await createAccount(app, { role: 'master' }),
    admin: await createAccount(app, { role: 'admin', isAdmin: true }),
  };
}

/** A tournament stored as an admin would create it, in the given format. */
export async function createTournament(app: FastifyInstance, format = 'SINGLE_ELIMINATION'): Promise<string> {
  const id = newId();
  await app.db.query(`INSERT INTO tournaments (id, title, status, format) VALUES ($1, $2, 'LIVE', $3)`, [id, `Cup ${id.slice(-6)}`, format]);
  return id;
}

export function as(authorization: string | null, request: InjectOptions): InjectOptions {
  return { ...request, headers: { ...request.headers, ...(authorization ? { authorization } : {}) } };
}

export async function createApiKey(app: FastifyInstance, admin: TestAccount, name = `Bot ${newId().slice(-4)}`): Promise<CreatedApiKey> {
  const response = await app.inject(as(admin.authorization, { method: 'POST', url: '/api/admin/api-keys', payload: { name, scopes: ['results'] } }));
  if (response.statusCode !== 201) throw new Error(`createApiKey: ${response.statusCode} ${response.body}`);
  return response.json();
}

export async function addPlayers(app: FastifyInstance, admin: TestAccount, tournamentId: string, count: number): Promise<Participant[]> {
  const participants = Array.from({ length: count }, (_, index) => ({ name: `Player ${index + 1}`, seed: index + 1 }));
  const response = await app.inject(as(admin.authorization, { method: 'POST', url: `/api/tournaments/${tournamentId}/participants`, payload: { participants } }));
  if (response.statusCode !== 201) throw new Error(`addPlayers: ${response.statusCode} ${response.body}`);
  return response.json<{ participants: Participant[] }>().participants;
}

/** A tournament whose bracket has started with `count` players seeded 1..count. */
export async function startedBracket(app: FastifyInstance, admin: TestAccount, count: number, format = 'SINGLE_ELIMINATION', options: Record<string, unknown> = {}) {
  const tournamentId = await createTournament(app, format);
  const participants = await addPlayers(app, admin, tournamentId, count);
  const response = await app.inject(as(admin.authorization, { method: 'POST', url: `/api/tournaments/${tournamentId}/bracket`, payload: options }));
  if (response.statusCode !== 201) throw new Error(`startBracket: ${response.statusCode} ${response.body}`);
  return { tournamentId, participants, bracket: response.json<Bracket>() };
}

export async function readBracket(app: FastifyInstance, tournamentId: string): Promise<Bracket> {
  const response = await app.inject({ method: 'GET', url: `/api/tournaments/${tournamentId}/bracket` });
  if (response.statusCode !== 200) throw new Error(`readBracket: ${response.statusCode} ${response.body}`);
  return response.json();
}

export function matchOf(bracket: Bracket, id: string): BracketMatch {
  const found = bracket.matches.find((match) => match.id === id);
  if (!found) throw new Error(`no match ${id}`);
  return found;
}

let reports = 0;
export const newReportId = () => `report-${++reports}-${newId().slice(-6)}`;

export function report(authorization: string | null, tournamentId: string, matchId: string, body: Record<string, unknown>): InjectOptions {
  return as(authorization, { method: 'POST', url: `/api/tournaments/${tournamentId}/matches/${matchId}/report`, payload: { reportId: newReportId(), ...body } });
}

/** Calls a match: it is being played. */
export function callMatch(authorization: string | null, tournamentId: string, matchId: string): InjectOptions {
  return as(authorization, { method: 'POST', url: `/api/tournaments/${tournamentId}/matches/${matchId}/start` });
}

/** Sets a tournament's event settings as an admin does in the backoffice (best-of, prizes per place). */
export async function setEventSettings(app: FastifyInstance, admin: TestAccount, tournamentId: string, settings: Record<string, unknown>): Promise<void> {
  const response = await app.inject(as(admin.authorization, { method: 'PATCH', url: `/api/tournaments/${tournamentId}`, payload: settings }));
  if (response.statusCode !== 200) throw new Error(`setEventSettings: ${response.statusCode} ${response.body}`);
}
