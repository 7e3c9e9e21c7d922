import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { audit } from '../../audit/audit';
import { AdminUser, AdminUserList, IdParams, RoleBody, UserSearchQuery } from '../../../common/contract/admin';
import { callerOf } from '../../plugins/auth';
import { roleChangedMail } from '../accounts/accountMails';
import { staffChangeAllowed, tellStaffMember } from '../accounts/staffChangeGuard';
import { errorResponses } from '../../schemas/responses';

const USER_NOT_FOUND = { msg: 'User not found' };

/** Finding users and changing roles; bans live with the accounts feature (banRoutes.ts). */
export async function adminUsersRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const users = app.adminUsersRepository;
  const backoffice = { preValidation: app.requireRole('admin', 'master') };

  app.get(
    '/api/admin/users',
    {
      ...backoffice,
      schema: {
        operationId: 'searchUsers',
        summary: 'Search users (admin or master)',
        description: 'Newest accounts first; `q` matches part of the username or e-mail address, any case. One page (`limit`, `skip`) and the total.',
        tags: ['admin'],
        security: [{ bearer: [] }],
        querystring: UserSearchQuery,
        response: { 200: AdminUserList, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => users.search(request.query.q?.trim() || undefined, request.query),
  );

  app.get(
    '/api/admin/users/:id',
    {
      ...backoffice,
      schema: {
        operationId: 'getUserForAdmin',
        summary: 'One user as the backoffice sees it (admin or master)',
        description: 'Role, admin flag, verification, deletion and any running ban with its reason.',
        tags: ['admin'],
        security: [{ bearer: [] }],
        params: IdParams,
        response: { 200: AdminUser, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => (await users.findById(request.params.id.toLowerCase())) ?? reply.status(404).send(USER_NOT_FOUND),
  );

  app.patch(
    '/api/admin/users/:id/role',
    {
      preValidation: app.requireRole('admin'),
      config: { auditedByHandler: true },
      schema: {
        operationId: 'changeUserRole',
        summary: 'Change the role of a user (admin only)',
        description:
          'Sets the role to user, master or admin; the isAdmin flag follows it. Masters may not change roles, and an ' +
          'admin cannot change their own role (so the last admin cannot lock everyone out by accident). Changing the role ' +
          "of an admin or master needs the caller's own password (400 when missing or wrong, counted like a wrong login " +
          'password; 429 after too many) and mails them; the operator account (ADMIN_EMAIL) keeps its role (403).',
        tags: ['admin'],
        security: [{ bearer: [] }],
        params: IdParams,
        body: RoleBody,
        response: { 200: AdminUser, ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    async (request, reply) => {
      const { userId } = callerOf(request);
      const id = request.params.id.toLowerCase();
      if (id === userId) return reply.status(400).send({ msg: 'role: you cannot change your own role' });
      const before = await users.findById(id);
      const target = await app.usersRepository.findById(id);
      if (!before || before.deleted || !target) return reply.status(404).send(USER_NOT_FOUND);
      if (!(await staffChangeAllowed(app, request, reply, { actorId: userId, target, password: request.body.password }))) return reply;
      const updated = await users.setRole(id, request.body.role);
      if (!updated) return reply.status(404).send(USER_NOT_FOUND);
      const from = before.isAdmin ? 'admin' : before.role;
      if (from !== updated.role) {
        const by = (await app.usersRepository.findById(userId))?.username ?? 'unknown';
        tellStaffMember(app, target, roleChangedMail(app.appConfig, target, { from, to: updated.role, by }));
      }
      await audit(app, {
        actorId: userId,
        action: 'user.role.changed',
        target: id,
        details: { username: updated.username, from: before.isAdmin ? 'admin' : before.role, to: updated.role },
      });
      return updated;
    },
  );
}
