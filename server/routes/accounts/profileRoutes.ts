import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { TEMP_USERNAME_MARKER } from '../../../common/user';
import { ACCOUNT_MESSAGES } from './accountMessages';
import { nicknameProblem, profileImageProblem, usernameProblem } from './accountRules';
import { ProfileBody, User } from '../../../common/contract/accounts';
import { toUserDto } from './userDto';
import { type ProfileChanges, TakenError } from './usersRepository';
import { callerOf } from '../../plugins/auth';
import { errorResponses } from '../../schemas/responses';

/** The first problem of a profile change, naming its field, or null. */
function profileProblem(changes: ProfileChanges): string | null {
  if (changes.username !== undefined) {
    const problem = usernameProblem(changes.username);
    if (problem) return problem;
  }
  if (typeof changes.nickname === 'string') {
    const problem = nicknameProblem(changes.nickname);
    if (problem) return problem;
  }
  for (const field of ['profileIcon', 'profileBackground'] as const) {
    const value = changes[field];
    if (typeof value === 'string') {
      const problem = profileImageProblem(field, value);
      if (problem) return problem;
    }
  }
  return null;
}

/** The logged-in user's profile: username, nickname, icon and background (also /complete-profile). */
export async function profileRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const users = app.usersRepository;

  app.patch(
    '/api/user',
    {
      preValidation: app.requireUser,
      schema: {
        operationId: 'updateProfile',
        summary: 'Change the profile of the logged-in user',
        description:
          'Any of username, nickname, profileIcon, profileBackground. A username is 3–20 letters, digits, _ or -, ' +
          'unique in any case, never containing _temp_; choosing one completes a profile begun with a Google login.',
        tags: ['accounts'],
        security: [{ bearer: [] }],
        body: ProfileBody,
        response: { 200: User, ...errorResponses(400, 401, 409) },
      },
    },
    async (request, reply) => {
      const changes: ProfileChanges = { ...request.body };
      if (typeof changes.nickname === 'string') changes.nickname = changes.nickname.trim() || null;
      if (Object.values(changes).every((value) => value === undefined)) {
        return reply.status(400).send({ msg: ACCOUNT_MESSAGES.noProfileChanges });
      }
      const problem = profileProblem(changes);
      if (problem) return reply.status(400).send({ msg: problem });

      const current = await users.findById(callerOf(request).userId);
      if (!current) return reply.status(401).send({ msg: ACCOUNT_MESSAGES.userNotFound });
      const username = changes.username ?? current.username;
      try {
        const updated = await users.updateProfile(current.id, changes, !username.includes(TEMP_USERNAME_MARKER));
        if (!updated) return reply.status(401).send({ msg: ACCOUNT_MESSAGES.userNotFound });
        return toUserDto(updated);
      } catch (error) {
        if (error instanceof TakenError) return reply.status(409).send({ msg: ACCOUNT_MESSAGES.usernameTaken });
        throw error;
      }
    },
  );
}
