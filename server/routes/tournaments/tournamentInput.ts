import { normalizeGameKey } from '../../../common/gameKeys';
import type { TournamentFields } from './tournamentsRepository';
import type { UpdateTournamentBody } from '../../../common/contract/tournaments';
import { ADMIN_TOURNAMENT_STATUSES, parseAdminStatus } from '../../../common/tournamentStatus';
import { parseFormat, TOURNAMENT_FORMATS } from '../../../common/tournamentFormats';
import { fieldMessage } from '../../plugins/validationMessages';

/** A date counts as valid only if it parses and its year is after 2000 (older ones are typing slips). */
const EARLIEST_VALID_YEAR = 2001;

export type FieldCheck<T> = { ok: true; value: T } | { ok: false; msg: string };

const fail = (msg: string): { ok: false; msg: string } => ({ ok: false, msg });

function trimmedOrNull(value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

/**
 * Turns a checked body into stored fields: status in upper case, "TBA" as no date, formats as
 * SINGLE_ELIMINATION, the game as its canonical key. `gameExists` says whether a key is in the catalogue.
 */
export async function toTournamentFields(
  body: UpdateTournamentBody,
  gameExists: (key: string) => Promise<boolean>,
): Promise<FieldCheck<Partial<TournamentFields>>> {
  const fields: Partial<TournamentFields> = {};
  if (body.title !== undefined) {
    const title = body.title.trim();
    if (!title) return fail(fieldMessage('body.title', 'must not be blank'));
    fields.title = title;
  }
  if (body.status !== undefined) {
    const status = parseAdminStatus(body.status);
    if (!status) return fail(fieldMessage('body.status', `must be one of ${ADMIN_TOURNAMENT_STATUSES.join(', ')}`));
    fields.status = status;
  }
  if (body.startAt !== undefined) {
    if (body.startAt === null || body.startAt === 'TBA') {
      fields.startAt = null;
    } else {
      const startAt = new Date(body.startAt);
      if (Number.isNaN(startAt.getTime()) || startAt.getUTCFullYear() < EARLIEST_VALID_YEAR) {
        return fail(fieldMessage('body.startAt', 'must be a date after the year 2000, or null while it is to be announced'));
      }
      fields.startAt = startAt;
    }
  }
  if (body.game !== undefined) {
    const gameKey = body.game === null ? null : normalizeGameKey(body.game);
    if (gameKey !== null && !(await gameExists(gameKey))) return fail(fieldMessage('body.game', `"${body.game}" is not a game of the catalogue`));
    fields.gameKey = gameKey;
  }
  if (body.format !== undefined) {
    const format = trimmedOrNull(body.format);
    const parsed = format === null ? null : parseFormat(format);
    if (format !== null && parsed === null) return fail(fieldMessage('body.format', `must be one of ${TOURNAMENT_FORMATS.join(', ')}`));
    fields.format = parsed;
  }
  for (const key of ['prizePool', 'platform', 'organizer', 'heroUrl'] as const) {
    if (body[key] !== undefined) fields[key] = trimmedOrNull(body[key]);
  }
  for (const key of ['description', 'rules'] as const) {
    if (body[key] !== undefined) fields[key] = body[key]?.trim() ? body[key]! : null;
  }
  if (body.results !== undefined) {
    fields.results = body.results?.map(({ place, name, prize }) => ({ place, name: name.trim(), prize: trimmedOrNull(prize) })) ?? null;
  }
  if (body.registration !== undefined) {
    const { capacity, opensAt, closesAt, teamSize, checkInMinutes } = body.registration;
    if (capacity !== undefined) fields.registrationCapacity = capacity;
    if (teamSize !== undefined) fields.teamSize = teamSize;
    if (checkInMinutes !== undefined) fields.checkInMinutes = checkInMinutes;
    for (const [key, value, field] of [
      ['opensAt', opensAt, 'registrationOpensAt'],
      ['closesAt', closesAt, 'registrationClosesAt'],
    ] as const) {
      if (value === undefined) continue;
      const moment = value === null ? null : new Date(value);
      if (moment && (Number.isNaN(moment.getTime()) || moment.getUTCFullYear() < EARLIEST_VALID_YEAR)) {
        return fail(fieldMessage(`body.registration.${key}`, 'must be a date after the year 2000, or null for no bound'));
      }
      fields[field] = moment;
    }
    if (fields.registrationOpensAt && fields.registrationClosesAt && fields.registrationOpensAt >= fields.registrationClosesAt) {
      return fail(fieldMessage('body.registration.closesAt', 'must be later than opens at'));
    }
  }
  if (body.bestOf !== undefined) fields.bestOf = body.bestOf;
  if (body.prizes !== undefined) {
    const places = new Set<number>();
    for (const { place } of body.prizes) {
      if (places.has(place)) return fail(fieldMessage('body.prizes', `lists place ${place} twice`));
      places.add(place);
    }
    fields.prizes = body.prizes.map(({ place, prize }) => ({ place, prize: prize.trim() })).sort((a, b) => a.place - b.place);
  }
  return { ok: true, value: fields };
}

/** A new tournament: what the body leaves out is unknown (null), and it starts as COMING_SOON. */
export function withDefaults(fields: Partial<TournamentFields>): TournamentFields {
  return {
    title: fields.title ?? '',
    status: fields.status ?? 'COMING_SOON',
    startAt: fields.startAt ?? null,
    prizePool: fields.prizePool ?? null,
    format: fields.format ?? null,
    platform: fields.platform ?? null,
    organizer: fields.organizer ?? null,
    heroUrl: fields.heroUrl ?? null,
    gameKey: fields.gameKey ?? null,
    description: fields.description ?? null,
    rules: fields.rules ?? null,
    results: fields.results ?? null,
    registrationCapacity: fields.registrationCapacity ?? null,
    registrationOpensAt: fields.registrationOpensAt ?? null,
    registrationClosesAt: fields.registrationClosesAt ?? null,
    teamSize: fields.teamSize ?? 1,
    checkInMinutes: fields.checkInMinutes ?? 0,
    bestOf: fields.bestOf ?? 1,
    prizes: fields.prizes ?? [],
  };
}
