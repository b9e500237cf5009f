// login, logout, register, requestPasswordReset
import type { FastifyInstance } from 'fastify';
import { LoginBody, RegisterBody, RequestPasswordResetBody } from '@/api/generated/zod/auth/auth.zod';
import { publicOperation, securedOperation, type ServerDeps } from '../http/operation';
import * as accounts from '../services/accounts';

export function authRoutes(app: FastifyInstance, deps: ServerDeps): void {
  publicOperation(app, deps, 'login', { body: LoginBody, rateLimit: 'login' }, async ({ body, request }) => ({
    message: 'loginOk',
    data: await accounts.login(deps.db, body.email, body.password, deps.sessionTtlMs, { address: request.ip }),
  }));

  securedOperation(app, deps, 'logout', {}, async ({ token }) => {
    await accounts.logout(deps.db, token);
    return { message: 'loggedOut' };
  });

  publicOperation(app, deps, 'register', { body: RegisterBody, rateLimit: 'register' }, async ({ body, request }) => {
    await accounts.register(deps.db, body, { address: request.ip });
    return { status: 201, message: 'registered' };
  });

  // Deliberately the same answer whether or not the account exists. No mail is sent: this
  // reference server has no mail transport (a real deployment plugs one in here).
  publicOperation(
    app,
    deps,
    'requestPasswordReset',
    { body: RequestPasswordResetBody, rateLimit: 'forgotPassword' },
    async () => ({
      message: 'resetSent',
    }),
  );
}
