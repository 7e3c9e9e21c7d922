import type { FastifyInstance } from 'fastify';
import { meetsRole, STAFF_ROLES } from '../../../common/roles';
import type { Role } from '../../../common/user';
import { type StaffStanding, staffTwoFactorRefusal } from '../../plugins/auth';
import { tournamentRoom, userRoom } from '../../realtime/rooms';

/**
 * The one rule for DRAFT tournaments, on HTTP and on the socket alike: an admin or master reads
 * them (the tournament, its participants, its bracket, its live updates), unless the server
 * requires two-factor sign-in of staff and theirs is off. Everyone else finds a draft missing.
 */
export function seesDrafts(app: FastifyInstance, caller: StaffStanding | null): boolean {
  return caller !== null && meetsRole(caller, STAFF_ROLES) && staffTwoFactorRefusal(app, caller) === null;
}

/** Of these accounts, the ones that read drafts now: as stored this moment, banned and deleted accounts left out. */
export async function draftReadersAmong(app: FastifyInstance, userIds: readonly string[]): Promise<Set<string>> {
  if (userIds.length === 0) return new Set();
  const rows = await app.db.query<{ id: string; role: Role; is_admin: boolean; two_factor: boolean }>(
    `SELECT u.id, u.role, u.is_admin, t.enabled_at IS NOT NULL AS two_factor
     FROM users u LEFT JOIN user_two_factor t ON t.user_id = u.id
     WHERE u.id = ANY($1::text[]) AND u.deleted_at IS NULL AND (u.banned_until IS NULL OR u.banned_until <= now())`,
    [userIds],
  );
  return new Set(rows.filter((row) => seesDrafts(app, { role: row.role, isAdmin: row.is_admin, twoFactor: row.two_factor })).map((row) => row.id));
}

/**
 * After a tournament turned DRAFT: the sockets watching it leave its room on every process, but
 * for those of accounts that read drafts. When the watchers cannot be told apart (a process did
 * not answer), every one of them leaves: a staff page watches again when it is opened again.
 */
export async function sendWatchersOfDraftAway(app: FastifyInstance, tournamentId: string): Promise<void> {
  const room = tournamentRoom(tournamentId);
  let staying = new Set<string>();
  try {
    const sockets = await app.realtime.to(room).fetchSockets();
    staying = await draftReadersAmong(app, [...new Set(sockets.flatMap((socket) => (socket.data.userId ? [socket.data.userId] : [])))]);
  } catch (error) {
    app.log.warn({ err: error, tournamentId }, 'telling the watchers of a draft apart failed: all of them leave');
  }
  app.realtime.to(room).except([...staying].map(userRoom)).socketsLeave(room);
}
