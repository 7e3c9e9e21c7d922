import { randomInt } from 'node:crypto';
import type { NewParticipant, Participant, SeedBody } from '../../../common/contract/brackets';
import { MAX_PARTICIPANTS } from '../../../common/contract/brackets';
import type { Database } from '../../db/database';
import { newId } from '../../db/ids';
import { fillOpenPlaces } from '../tournaments/waitlist';
import { auditAs, type BracketActor } from './bracketAccess';
import { lockBeforeStart, PARTICIPANT_ORDER, readParticipants } from './bracketStorage';
import { conflict, invalid } from './engine/bracketError';

/** The participants of a tournament before its bracket starts: added, removed, seeded; each change in the audit log. */
export class BracketParticipantsRepository {
  constructor(private readonly db: Database) {}

  async add(tournamentId: string, inputs: NewParticipant[], actor: BracketActor): Promise<Participant[]> {
    const names = new Set<string>();
    for (const input of inputs) {
      const key = input.name.trim().toLowerCase();
      if (names.has(key)) throw invalid(`${input.name.trim()} is listed twice.`);
      names.add(key);
    }
    return this.db.transaction(async (tx) => {
      await lockBeforeStart(tx, tournamentId);
      const existing = await tx.query<{ name: string }>('SELECT name FROM bracket_participants WHERE tournament_id = $1', [tournamentId]);
      if (existing.length + inputs.length > MAX_PARTICIPANTS) {
        throw invalid(`A tournament holds at most ${MAX_PARTICIPANTS} participants; it has ${existing.length}.`);
      }
      const taken = existing.find((row) => names.has(row.name.toLowerCase()));
      if (taken) throw conflict(`${taken.name} is already a participant of this tournament.`);

      const usernames = [...new Set(inputs.flatMap((input) => (input.username ? [input.username.toLowerCase()] : [])))];
      const users = usernames.length
        ? await tx.query<{ id: string; username: string; normalized: string }>(
            'SELECT id, username, username_normalized AS normalized FROM users WHERE username_normalized = ANY($1::text[])',
            [usernames],
          )
        : [];
      const userByName = new Map(users.map((user) => [user.normalized, user]));
      // An account plays once per tournament, alone or on any team's roster.
      const members = await tx.query<{ user_id: string }>('SELECT user_id FROM participant_members WHERE tournament_id = $1', [tournamentId]);
      const linked = new Set(members.map((row) => row.user_id));
      const rows = inputs.map((input) => {
        const user = input.username ? userByName.get(input.username.toLowerCase()) : undefined;
        if (input.username && !user) throw invalid(`No VERSUS account is named ${input.username}.`);
        if (user && linked.has(user.id)) throw conflict(`${user.username} already plays in this tournament.`);
        if (user) linked.add(user.id);
        return { id: newId(), name: input.name.trim(), userId: user?.id ?? null, seed: input.seed ?? null };
      });
      // One statement for the whole list, in the order given (a CSV import keeps its order).
      await tx.query(
        `INSERT INTO bracket_participants (id, tournament_id, name, user_id, seed, created_at)
         SELECT id, $1, name, user_id, seed, clock_timestamp() + (ordinality * interval '1 microsecond')
         FROM unnest($2::text[], $3::text[], $4::text[], $5::int[]) WITH ORDINALITY AS p (id, name, user_id, seed)`,
        [tournamentId, rows.map((row) => row.id), rows.map((row) => row.name), rows.map((row) => row.userId), rows.map((row) => row.seed)],
      );
      const linkedRows = rows.filter((row) => row.userId !== null);
      if (linkedRows.length > 0) {
        await tx.query(
          `INSERT INTO participant_members (tournament_id, participant_id, user_id, position)
           SELECT $1, participant_id, user_id, 0 FROM unnest($2::text[], $3::text[]) AS m (participant_id, user_id)`,
          [tournamentId, linkedRows.map((row) => row.id), linkedRows.map((row) => row.userId)],
        );
      }
      await auditAs(tx, actor, {
        action: 'bracket.participants.added',
        target: tournamentId,
        details: { count: rows.length, names: rows.slice(0, 20).map((row) => row.name) },
      });
      // Answered in the order given, as they were listed.
      const added = new Map((await readParticipants(tx, tournamentId, rows.map((row) => row.id))).map((row) => [row.id, row]));
      return rows.map((row) => added.get(row.id)!);
    });
  }

  /** False when the tournament has no such participant. */
  async remove(tournamentId: string, participantId: string, actor: BracketActor): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      await lockBeforeStart(tx, tournamentId);
      const rows = await tx.query<{ name: string }>('DELETE FROM bracket_participants WHERE id = $1 AND tournament_id = $2 RETURNING name', [
        participantId,
        tournamentId,
      ]);
      if (!rows[0]) return false;
      await fillOpenPlaces(tx, tournamentId);
      await auditAs(tx, actor, { action: 'bracket.participant.removed', target: tournamentId, details: { participantId, name: rows[0].name } });
      return true;
    });
  }

  /**
   * New seeds from 1: the participants listed, in that order, then the others in their current
   * order; or a random order of everyone.
   */
  async seed(tournamentId: string, body: SeedBody, actor: BracketActor): Promise<Participant[]> {
    return this.db.transaction(async (tx) => {
      await lockBeforeStart(tx, tournamentId);
      const current = await tx.query<{ id: string }>(`SELECT p.id FROM bracket_participants p WHERE p.tournament_id = $1 ORDER BY ${PARTICIPANT_ORDER}`, [
        tournamentId,
      ]);
      const ids = current.map((row) => row.id);
      let order: string[];
      if ('order' in body) {
        const known = new Set(ids);
        const listed = body.order.map((id) => id.toLowerCase());
        const stranger = listed.find((id) => !known.has(id));
        if (stranger) throw invalid(`Participant ${stranger} is not in this tournament.`);
        const first = new Set(listed);
        order = [...listed, ...ids.filter((id) => !first.has(id))];
      } else {
        order = [...ids];
        for (let index = order.length - 1; index > 0; index--) {
          const other = randomInt(index + 1);
          [order[index], order[other]] = [order[other]!, order[index]!];
        }
      }
      await tx.query(
        `UPDATE bracket_participants p SET seed = s.seed
         FROM unnest($2::text[]) WITH ORDINALITY AS s (id, seed) WHERE p.id = s.id AND p.tournament_id = $1`,
        [tournamentId, order],
      );
      await auditAs(tx, actor, { action: 'bracket.participants.seeded', target: tournamentId, details: { shuffle: !('order' in body) } });
      return readParticipants(tx, tournamentId);
    });
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    bracketParticipantsRepository: BracketParticipantsRepository;
  }
}
