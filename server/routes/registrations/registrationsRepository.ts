import type { OwnRegistration, RegisterBody } from '../../../common/contract/registrations';
import { MAX_PARTICIPANTS } from '../../../common/contract/brackets';
import { checkInState, registrationState, type RegistrationSettings } from '../../../common/registration';
import type { Database, Queryable } from '../../db/database';
import { newId } from '../../db/ids';
import { OutboxRepository } from '../../notifications/outboxRepository';
import { fillOpenPlaces } from '../tournaments/waitlist';
import { auditAs, type BracketActor } from '../brackets/bracketAccess';
import { type ParticipantRow, readParticipants, TOURNAMENT_NOT_FOUND } from '../brackets/bracketStorage';
import { conflict, forbidden, invalid, notFound } from '../brackets/engine/bracketError';

/** Who enters: the account calling, or for the bot's key the username it names. */
export type Registrant = { kind: 'account'; userId: string } | { kind: 'key'; username: string | null };

interface LockedTournament {
  status: string;
  startAt: string | null;
  hasBracket: boolean;
  registration: RegistrationSettings;
}

interface Account {
  id: string;
  username: string;
  banned: boolean;
}

const NOT_REGISTERED = 'You are not registered for this tournament.';

function lockedTournamentOf(row: {
  status: string;
  start_at: Date | null;
  has_bracket: boolean;
  registration_capacity: number | null;
  registration_opens_at: Date | null;
  registration_closes_at: Date | null;
  team_size: number;
  check_in_minutes: number;
}): LockedTournament {
  const iso = (value: Date | null) => (value ? new Date(value).toISOString() : null);
  return {
    status: row.status,
    startAt: iso(row.start_at),
    hasBracket: row.has_bracket,
    registration: {
      capacity: row.registration_capacity,
      opensAt: iso(row.registration_opens_at),
      closesAt: iso(row.registration_closes_at),
      teamSize: row.team_size,
      checkInMinutes: row.check_in_minutes,
    },
  };
}

/**
 * Locks the tournament's row for the rest of the transaction: registrations, departures and the
 * bracket's start of one tournament run one after the other, so places are counted exactly.
 * A DRAFT is not found, as for the public.
 */
async function lockTournament(tx: Queryable, tournamentId: string): Promise<LockedTournament> {
  const rows = await tx.query<Parameters<typeof lockedTournamentOf>[0]>(
    `SELECT status, start_at, registration_capacity, registration_opens_at, registration_closes_at, team_size, check_in_minutes,
       EXISTS (SELECT 1 FROM brackets b WHERE b.tournament_id = t.id) AS has_bracket
     FROM tournaments t WHERE id = $1 AND status <> 'DRAFT' FOR UPDATE`,
    [tournamentId],
  );
  if (!rows[0]) throw notFound(TOURNAMENT_NOT_FOUND);
  return lockedTournamentOf(rows[0]);
}

async function accountsNamed(tx: Queryable, usernames: string[]): Promise<Map<string, Account>> {
  const rows = await tx.query<{ id: string; username: string; normalized: string; banned: boolean }>(
    `SELECT id, username, username_normalized AS normalized, COALESCE(banned_until > now(), false) AS banned
     FROM users WHERE username_normalized = ANY($1::text[])`,
    [usernames.map((name) => name.toLowerCase())],
  );
  return new Map(rows.map((row) => [row.normalized, { id: row.id, username: row.username, banned: row.banned }]));
}

async function accountById(tx: Queryable, userId: string): Promise<Account> {
  const rows = await tx.query<Account>('SELECT id, username, COALESCE(banned_until > now(), false) AS banned FROM users WHERE id = $1', [userId]);
  if (!rows[0]) throw notFound('Account not found');
  return rows[0];
}

function refuseUnlessOpen(tournament: LockedTournament, now: Date): void {
  const state = registrationState(tournament, now);
  if (state === 'open') return;
  if (state === 'not_yet') {
    const { opensAt } = tournament.registration;
    throw conflict(opensAt && Date.parse(opensAt) > now.getTime() ? `Registration opens at ${opensAt}.` : 'Registration is not open yet.');
  }
  throw conflict('Registration is closed for this tournament.');
}

/** The entry an account is part of in a tournament, with whether it is the entry's captain. */
async function entryOf(tx: Queryable, tournamentId: string, userId: string): Promise<{ participantId: string; captain: boolean } | null> {
  const rows = await tx.query<{ participant_id: string; position: number }>(
    'SELECT participant_id, position FROM participant_members WHERE tournament_id = $1 AND user_id = $2',
    [tournamentId, userId],
  );
  return rows[0] ? { participantId: rows[0].participant_id, captain: rows[0].position === 0 } : null;
}

/**
 * Players entering a tournament themselves (or through the bot's key), leaving it, and checking
 * in. Every change holds the tournament's row lock, is audited, and queues its mails in the same
 * transaction.
 */
export class RegistrationsRepository {
  constructor(
    private readonly db: Database,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async register(tournamentId: string, registrant: Registrant, body: RegisterBody, actor: BracketActor): Promise<ParticipantRow> {
    return this.db.transaction(async (tx) => {
      const tournament = await lockTournament(tx, tournamentId);
      refuseUnlessOpen(tournament, this.now());
      const { teamSize, capacity } = tournament.registration;
      const members = await this.membersOf(tx, registrant, body, teamSize);
      const banned = members.find((member) => member.banned);
      if (banned) throw forbidden(`${banned.username} is banned and cannot enter tournaments.`);

      const taken = await tx.query<{ username: string }>(
        `SELECT u.username FROM participant_members m JOIN users u ON u.id = m.user_id
         WHERE m.tournament_id = $1 AND m.user_id = ANY($2::text[]) ORDER BY u.username LIMIT 1`,
        [tournamentId, members.map((member) => member.id)],
      );
      if (taken[0]) throw conflict(`${taken[0].username} is already registered for this tournament.`);

      const name = body.teamName?.trim() ?? members[0]!.username;
      const counts = await tx.query<{ total: number; registered: number; name_taken: boolean }>(
        `SELECT count(*)::int AS total, (count(*) FILTER (WHERE status = 'registered'))::int AS registered,
           bool_or(lower(name) = lower($2)) IS TRUE AS name_taken
         FROM bracket_participants WHERE tournament_id = $1`,
        [tournamentId, name],
      );
      const { total, registered, name_taken: nameTaken } = counts[0]!;
      if (nameTaken) throw conflict(`The name ${name} is already taken in this tournament.`);
      if (total >= MAX_PARTICIPANTS) throw conflict(`A tournament holds at most ${MAX_PARTICIPANTS} entries, waitlist included.`);

      const status = capacity !== null && registered >= capacity ? 'waitlisted' : 'registered';
      const id = newId();
      await tx.query(
        `INSERT INTO bracket_participants (id, tournament_id, name, user_id, status, created_at) VALUES ($1, $2, $3, $4, $5, clock_timestamp())`,
        [id, tournamentId, name, members[0]!.id, status],
      );
      await tx.query(
        `INSERT INTO participant_members (tournament_id, participant_id, user_id, position)
         SELECT $1, $2, user_id, position - 1 FROM unnest($3::text[]) WITH ORDINALITY AS m (user_id, position)`,
        [tournamentId, id, members.map((member) => member.id)],
      );
      await new OutboxRepository(tx).enqueueEntryMails(status, tournamentId, [id]);
      await auditAs(tx, actor, {
        action: 'bracket.registration.added',
        target: tournamentId,
        details: { participantId: id, name, status, usernames: members.map((member) => member.username) },
      });
      const [participant] = await readParticipants(tx, tournamentId, [id]);
      return participant!;
    });
  }

  /**
   * The accounts of the entry, captain first. Solo: the caller, or the username the key names.
   * Team: the roster, exactly `teamSize` distinct accounts, the caller (or the key's captain) on it.
   */
  private async membersOf(tx: Queryable, registrant: Registrant, body: RegisterBody, teamSize: number): Promise<Account[]> {
    const { username, teamName, roster: names, captain: captainName } = body;
    if (teamName === undefined && names === undefined) {
      if (captainName !== undefined) throw invalid('captain names the captain of a team: send it with teamName and roster.');
      if (teamSize > 1) throw invalid(`This tournament takes teams of ${teamSize}: send teamName and a roster of ${teamSize} usernames.`);
      if (registrant.kind === 'account') {
        if (username !== undefined) throw invalid('username is for API keys: a player registers themselves with {}.');
        return [await accountById(tx, registrant.userId)];
      }
      if (username === undefined) throw invalid('An API key names the player: send { username }.');
      const account = (await accountsNamed(tx, [username])).get(username.toLowerCase());
      if (!account) throw invalid(`No VERSUS account is named ${username}.`);
      return [account];
    }
    if (teamName === undefined || names === undefined) throw invalid('A team needs both teamName and roster.');
    if (username !== undefined) throw invalid('A team is registered with teamName and roster (and captain from an API key), not username.');
    if (teamSize === 1) throw invalid('This tournament takes solo entries: send {} (or { username } from an API key).');
    const roster = names.map((name) => name.trim());
    if (new Set(roster.map((name) => name.toLowerCase())).size !== roster.length) throw invalid('The roster lists a player twice.');
    if (roster.length !== teamSize) throw invalid(`A team has exactly ${teamSize} players; the roster lists ${roster.length}.`);
    const accounts = await accountsNamed(tx, roster);
    const unknown = roster.find((name) => !accounts.has(name.toLowerCase()));
    if (unknown) throw invalid(`No VERSUS account is named ${unknown}.`);
    let captain: Account | undefined;
    if (registrant.kind === 'account') {
      captain = [...accounts.values()].find((account) => account.id === registrant.userId);
      if (!captain) throw invalid('Put yourself on the roster: the player who registers a team is its captain.');
    } else {
      if (!captainName) throw invalid('An API key names the team’s captain: send captain, one of the roster.');
      captain = roster.some((name) => name.toLowerCase() === captainName.toLowerCase()) ? accounts.get(captainName.toLowerCase()) : undefined;
      if (!captain) throw invalid(`The captain ${captainName} is not on the roster.`);
    }
    const others = roster.map((name) => accounts.get(name.toLowerCase())!).filter((account) => account.id !== captain.id);
    return [captain, ...others];
  }

  /** The account's own standing in the tournament. */
  async mine(tournamentId: string, userId: string): Promise<OwnRegistration> {
    const tournaments = await this.db.query<{ team_size: number }>(`SELECT team_size FROM tournaments WHERE id = $1 AND status <> 'DRAFT'`, [tournamentId]);
    if (!tournaments[0]) throw notFound(TOURNAMENT_NOT_FOUND);
    const entry = await entryOf(this.db, tournamentId, userId);
    const [participant] = entry ? await readParticipants(this.db, tournamentId, [entry.participantId]) : [];
    if (!participant || participant.status === 'withdrawn') return { status: 'none', position: null, checkedIn: false, participantId: null, teamName: null };
    return {
      status: participant.status,
      position: participant.waitlistPosition,
      checkedIn: participant.checkedIn,
      participantId: participant.id,
      teamName: tournaments[0].team_size > 1 ? participant.name : null,
    };
  }

  /**
   * The account leaves before the bracket starts: its entry goes (a team's, when its captain
   * leaves), and the first of the waitlist takes a freed place.
   */
  async leave(tournamentId: string, userId: string, actor: BracketActor): Promise<void> {
    await this.db.transaction(async (tx) => {
      const tournament = await lockTournament(tx, tournamentId);
      const entry = await entryOf(tx, tournamentId, userId);
      if (!entry) throw notFound(NOT_REGISTERED);
      if (tournament.hasBracket) throw conflict('The bracket has started: ask an organizer to withdraw you.');
      if (!entry.captain) throw conflict('Only the team’s captain can take the team out of the tournament.');
      const removed = await tx.query<{ name: string; status: string }>('DELETE FROM bracket_participants WHERE id = $1 RETURNING name, status', [
        entry.participantId,
      ]);
      const movedUp = await fillOpenPlaces(tx, tournamentId);
      await auditAs(tx, actor, {
        action: 'bracket.registration.left',
        target: tournamentId,
        details: { participantId: entry.participantId, name: removed[0]?.name, movedUp },
      });
    });
  }

  /** Checks in the account's entry, inside the check-in window. */
  async checkIn(tournamentId: string, registrant: Registrant, actor: BracketActor): Promise<void> {
    await this.db.transaction(async (tx) => {
      const tournament = await lockTournament(tx, tournamentId);
      let account: Account | undefined;
      if (registrant.kind === 'account') account = await accountById(tx, registrant.userId);
      else {
        if (!registrant.username) throw invalid('An API key names the player: send { username }.');
        account = (await accountsNamed(tx, [registrant.username])).get(registrant.username.toLowerCase());
        if (!account) throw invalid(`No VERSUS account is named ${registrant.username}.`);
      }
      const state = checkInState(tournament, this.now());
      if (state === 'none') throw conflict('This tournament has no check-in.');
      if (state === 'not_yet') throw conflict(`Check-in opens ${tournament.registration.checkInMinutes} minutes before the start.`);
      if (state === 'closed') throw conflict('Check-in has closed.');
      const entry = await entryOf(tx, tournamentId, account.id);
      if (!entry) throw notFound(registrant.kind === 'account' ? NOT_REGISTERED : `${account.username} is not registered for this tournament.`);
      await this.markCheckedIn(tx, tournamentId, entry.participantId, actor);
    });
  }

  /** An organizer checks an entry in, whatever the window, until the bracket starts. */
  async checkInByStaff(tournamentId: string, participantId: string, actor: BracketActor): Promise<ParticipantRow> {
    return this.db.transaction(async (tx) => {
      const tournament = await lockTournament(tx, tournamentId);
      if (tournament.hasBracket) throw conflict('The bracket has started: check-in is over.');
      const rows = await tx.query<{ status: string }>('SELECT status FROM bracket_participants WHERE id = $1 AND tournament_id = $2', [participantId, tournamentId]);
      if (!rows[0]) throw notFound('Participant not found');
      await this.markCheckedIn(tx, tournamentId, participantId, actor);
      const [participant] = await readParticipants(tx, tournamentId, [participantId]);
      return participant!;
    });
  }

  private async markCheckedIn(tx: Queryable, tournamentId: string, participantId: string, actor: BracketActor): Promise<void> {
    const updated = await tx.query(
      `UPDATE bracket_participants SET checked_in_at = now() WHERE id = $1 AND checked_in_at IS NULL AND status <> 'withdrawn' RETURNING id`,
      [participantId],
    );
    if (updated.length > 0) await auditAs(tx, actor, { action: 'bracket.participant.checked_in', target: tournamentId, details: { participantId } });
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    registrationsRepository: RegistrationsRepository;
  }
}
