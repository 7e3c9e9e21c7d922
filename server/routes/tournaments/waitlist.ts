import type { Queryable } from '../../db/database';
import { OutboxRepository } from '../../notifications/outboxRepository';

/**
 * Moves waitlisted entries up, first come first, while the tournament has free places (a player
 * left, an admin removed one, the capacity grew), and queues their "you're in" mail in the same
 * transaction. The caller holds the tournament's row lock, so two departures at once move up two
 * different entries. Answers the entries moved up.
 */
export async function fillOpenPlaces(tx: Queryable, tournamentId: string): Promise<string[]> {
  const rows = await tx.query<{ id: string }>(
    `WITH free AS (
       SELECT GREATEST(t.registration_capacity - (SELECT count(*) FROM bracket_participants p
         WHERE p.tournament_id = t.id AND p.status = 'registered'), 0) AS places
       FROM tournaments t WHERE t.id = $1 AND t.registration_capacity IS NOT NULL
         AND NOT EXISTS (SELECT 1 FROM brackets b WHERE b.tournament_id = t.id)
     ), next AS (
       SELECT p.id FROM bracket_participants p
       WHERE p.tournament_id = $1 AND p.status = 'waitlisted'
       ORDER BY p.created_at, p.id
       LIMIT (SELECT places FROM free)
     )
     UPDATE bracket_participants p SET status = 'registered' FROM next WHERE p.id = next.id RETURNING p.id`,
    [tournamentId],
  );
  const moved = rows.map((row) => row.id);
  if (moved.length > 0) await new OutboxRepository(tx).enqueueEntryMails('moved-up', tournamentId, moved);
  return moved;
}
