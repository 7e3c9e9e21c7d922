import { accountsServerForThisFile } from './accountsFixture';

const server = accountsServerForThisFile();

test('every accounts operation is in the OpenAPI document, named, described and tagged', async () => {
  const document = (await server.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
    paths: Record<string, Record<string, { operationId?: string; summary?: string; description?: string; tags?: string[] }>>;
  };
  const expected: Array<[string, string, string]> = [
    ['post', '/api/auth/register', 'register'],
    ['post', '/api/auth/verify-email', 'verifyEmail'],
    ['post', '/api/auth/resend-verification', 'resendVerificationEmail'],
    ['post', '/api/auth/login', 'login'],
    ['post', '/api/auth/logout', 'logout'],
    ['get', '/api/auth/me', 'getCurrentUser'],
    ['get', '/api/user', 'getUser'],
    ['patch', '/api/user', 'updateProfile'],
    ['post', '/api/auth/forgot-password', 'forgotPassword'],
    ['post', '/api/auth/reset-password', 'resetPassword'],
    ['post', '/api/auth/change-password', 'changePassword'],
    ['post', '/api/user/deletion-request', 'requestAccountDeletion'],
    ['post', '/api/user/confirm-deletion', 'confirmAccountDeletion'],
    ['post', '/api/admin/users/{id}/ban', 'banUser'],
    ['delete', '/api/admin/users/{id}/ban', 'unbanUser'],
    ['get', '/auth/google', 'startGoogleLogin'],
    ['get', '/auth/google/callback', 'finishGoogleLogin'],
    ['post', '/api/auth/2fa/unlock', 'unlockTwoFactor'],
    ['post', '/api/auth/google/exchange', 'exchangeGoogleLoginCode'],
  ];
  for (const [method, path, operationId] of expected) {
    const operation = document.paths[path]?.[method];
    expect({ path, method, operation }).toEqual({
      path,
      method,
      operation: expect.objectContaining({ operationId, summary: expect.any(String), description: expect.any(String), tags: expect.any(Array) }),
    });
  }
});
