// getCurrentUser, updateCurrentUser, changePassword
import type { FastifyInstance } from 'fastify';
import { ChangePasswordBody, UpdateCurrentUserBody } from '@shared/api/generated/zod/users/users.zod';
import { securedOperation, type ServerDeps } from '../http/operation';
import * as accounts from '../services/accounts';

export function usersRoutes(app: FastifyInstance, deps: ServerDeps): void {
  securedOperation(app, deps, 'getCurrentUser', {}, async ({ user }) => ({ data: accounts.toUser(user) }));

  securedOperation(app, deps, 'updateCurrentUser', { body: UpdateCurrentUserBody }, async ({ user, body }) => ({
    message: 'profileUpdated',
    data: await accounts.updateProfile(deps.db, user, body, deps.rateLimits.emailChange),
  }));

  // Each try costs a hash: limited per account like logins, so a signed-in account cannot keep the hash queue busy.
  securedOperation(
    app,
    deps,
    'changePassword',
    { body: ChangePasswordBody, userRateLimit: 'passwordChange' },
    async ({ user, token, body }) => {
      await accounts.changePassword(deps.db, user, token, body.oldPassword, body.newPassword);
      return { message: 'passwordChanged' };
    },
  );
}
