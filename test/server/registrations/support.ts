import type { FastifyInstance, InjectOptions } from 'fastify';
import type { Participant } from '../../../common/contract/brackets';
import type { RegistrationSettings } from '../../../common/registration';
import { newId } from '../../../server/db/ids';
import type { TestAccount } from '../admin/factories';
import { as } from '../brackets/support';

export interface EventOptions {
  status?: string;
  startAt?: Date | null;
  registration?: Partial<RegistrationSettings>;
}

/** A tournament as an admin creates it through the API, taking registrations unless told otherwise. */
export async function createEvent(app: FastifyInstance, admin: TestAccount, { status = 'UPCOMING', startAt = null, registration = {} }: EventOptions = {}): Promise<string> {
  const response = await app.inject(
    as(admin.authorization, {
      method: 'POST',
      url: '/api/tournaments',
      payload: { title: `Open ${newId().slice(-6)}`, status, format: 'SINGLE_ELIMINATION', startAt: startAt?.toISOString() ?? null, registration },
    }),
  );
  if (response.statusCode !== 201) throw new Error(`createEvent: ${response.statusCode} ${response.body}`);
  return response.json<{ id: string }>().id;
}

export function register(account: TestAccount | string | null, tournamentId: string, payload: Record<string, unknown> = {}): InjectOptions {
  const authorization = typeof account === 'string' || account === null ? account : account.authorization;
  return as(authorization, { method: 'POST', url: `/api/tournaments/${tournamentId}/registrations`, payload });
}

export function checkIn(authorization: string, tournamentId: string, payload: Record<string, unknown> = {}): InjectOptions {
  return as(authorization, { method: 'POST', url: `/api/tournaments/${tournamentId}/check-in`, payload });
}

export async function listParticipants(app: FastifyInstance, tournamentId: string): Promise<Participant[]> {
  const response = await app.inject({ method: 'GET', url: `/api/tournaments/${tournamentId}/participants` });
  return response.json<{ participants: Participant[] }>().participants;
}

export async function mine(app: FastifyInstance, account: TestAccount, tournamentId: string) {
  const response = await app.inject(as(account.authorization, { method: 'GET', url: `/api/tournaments/${tournamentId}/registrations/mine` }));
  return response.json<{ status: string; position: number | null; checkedIn: boolean }>();
}

export async function entryMails(app: FastifyInstance, tournamentId: string): Promise<Array<[string, string]>> {
  const rows = await app.db.query<{ kind: string; email: string }>(
    'SELECT kind, email FROM notification_outbox WHERE tournament_id = $1 AND participant_id IS NOT NULL ORDER BY id',
    [tournamentId],
  );
  return rows.map((row) => [row.kind, row.email.split('@')[0]!]);
}

export const minutesFromNow = (minutes: number) => new Date(Date.now() + minutes * 60_000);
