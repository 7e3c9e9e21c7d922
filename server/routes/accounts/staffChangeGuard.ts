import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { meetsRole, STAFF_ROLES } from '../../../common/roles';
import type { Mail } from '../../plugins/mail';
import { ACCOUNT_MESSAGES } from './accountMessages';
import { normalizeEmail } from './accountRules';
import { passwordAccepted } from './reauthentication';
import { sendInBackground } from './sessions';
import type { UserRow } from './usersRepository';

function isStaff(user: Pick<UserRow, 'role' | 'is_admin'>): boolean {
  return meetsRole({ role: user.role, isAdmin: user.is_admin }, STAFF_ROLES);
}

/**
 * Whether a role change or a ban of this account may go ahead, answering the refusal when not.
 * The operator's account (ADMIN_EMAIL) is the server's configuration: nobody changes its role or
 * bans it in the app. Changing another staff member needs the acting admin's own password, so a
 * session left open or stolen cannot take the staff apart; a wrong one (400) counts like a wrong login
 * password of the acting admin. On success the person changed is told by mail (`mail`).
 */
export async function staffChangeAllowed(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  { actorId, target, password }: { actorId: string; target: UserRow; password: string | undefined },
): Promise<boolean> {
  const operatorEmail = app.appConfig.adminEmail;
  if (operatorEmail && normalizeEmail(operatorEmail) === normalizeEmail(target.email)) {
    await reply.status(403).send({ msg: ACCOUNT_MESSAGES.operatorAccountFixed });
    return false;
  }
  if (!isStaff(target)) return true;
  if (!password) {
    await reply.status(400).send({ msg: ACCOUNT_MESSAGES.staffChangePasswordNeeded });
    return false;
  }
  const actor = await app.usersRepository.findById(actorId);
  if (!actor?.password_hash) {
    await reply.status(403).send({ msg: ACCOUNT_MESSAGES.staffChangePasswordNotSet });
    return false;
  }
  return passwordAccepted(app, request, reply, actor, password, ACCOUNT_MESSAGES.passwordWrong);
}

/** Tells a staff member of a change an admin made to their account; the answer does not wait for the mail. */
export function tellStaffMember(app: FastifyInstance, target: UserRow, mail: Mail): void {
  if (isStaff(target)) sendInBackground(app, mail);
}
