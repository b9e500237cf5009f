// login, logout, register, requestPasswordReset, checkPasswordResetLink, resetPassword
import type { FastifyInstance } from 'fastify';
import {
  CheckPasswordResetLinkBody,
  LoginBody,
  RegisterBody,
  RequestPasswordResetBody,
  ResetPasswordBody,
} from '@shared/api/generated/zod/auth/auth.zod';
import { publicOperation, securedOperation, type ServerDeps } from '../http/operation';
import * as accounts from '../services/accounts';
import * as passwordReset from '../services/password-reset';

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

  // The same answer, at once, whether or not the account exists: the mail is sent after it.
  publicOperation(
    app,
    deps,
    'requestPasswordReset',
    { body: RequestPasswordResetBody, rateLimit: 'forgotPassword' },
    async ({ body, request }) => {
      void passwordReset
        .requestPasswordReset(deps.db, deps.mailer, body.email, deps.publicUrl())
        .catch((error: unknown) => request.log.error({ err: error }, 'password reset mail not sent'));
      return { message: 'resetSent' };
    },
  );

  // Shares the reset's limit per address: checking tokens is no faster a way of guessing them.
  publicOperation(
    app,
    deps,
    'checkPasswordResetLink',
    { body: CheckPasswordResetLinkBody, rateLimit: 'resetPassword' },
    async ({ body }) => ({ data: await passwordReset.checkResetLink(deps.db, body.token) }),
  );

  publicOperation(
    app,
    deps,
    'resetPassword',
    { body: ResetPasswordBody, rateLimit: 'resetPassword' },
    async ({ body, request }) => {
      await passwordReset.resetPassword(deps.db, body.token, body.password, { address: request.ip });
      return { message: 'passwordReset' };
    },
  );
}
