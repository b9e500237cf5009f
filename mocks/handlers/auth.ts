// Login, logout, registration and password reset, backed by the mock DB's users and sessions.
import { http, type DefaultBodyType, type PathParams } from 'msw';
import type { LoginResponse, LoginResult, MessageResponse } from '@/api/generated/model';
import { loginBody, registerBody, requestPasswordResetBody } from '@/api/generated/zod/auth/auth.zod';
import { bearerToken, fail, message, ok, readBody, requireUser, say, type Reply } from '../http-helpers';
import { latency } from '../latency';
import { randomHex } from '../random';
import { findUserByEmail, mutate } from '../store';
import { toUser } from '../views';

export const authHandlers = [
  http.post<PathParams, DefaultBodyType, Reply<LoginResponse>>('*/api/login', async ({ request }) => {
    await latency('default', request.signal);
    const body = await readBody(request, loginBody);
    if ('response' in body) return body.response;
    const user = findUserByEmail(body.data.email);
    if (!user || user.password !== body.data.password) {
      return fail(401, say(request, 'Invalid email or password.', 'E-posta veya şifre hatalı.'));
    }
    const token = `mock_${randomHex(24)}`;
    mutate((state) => {
      state.sessions[token] = user.id;
    });
    const result: LoginResult = { token, user: toUser(user) };
    return ok(result, { message: say(request, 'Login successful.', 'Giriş başarılı.') });
  }),

  http.post<PathParams, DefaultBodyType, Reply<MessageResponse>>('*/api/logout', async ({ request }) => {
    await latency('default', request.signal);
    const user = requireUser(request);
    if (user instanceof Response) return user;
    const token = bearerToken(request);
    mutate((state) => {
      if (token) delete state.sessions[token];
    });
    return message(say(request, 'You have been logged out.', 'Oturumunuz kapatıldı.'));
  }),

  http.post<PathParams, DefaultBodyType, Reply<MessageResponse>>('*/api/register', async ({ request }) => {
    await latency('default', request.signal);
    const body = await readBody(request, registerBody);
    if ('response' in body) return body.response;
    if (findUserByEmail(body.data.email)) {
      return fail(409, say(request, 'This email address is already registered.', 'Bu e-posta adresi zaten kayıtlı.'));
    }
    mutate((state) => {
      state.users.push({
        id: `usr_${randomHex(12)}`,
        email: body.data.email.trim(),
        name: body.data.name.trim(),
        password: body.data.password,
        language: body.data.language,
        package_name: 'Level_1',
        profilePic: null,
        phone: null,
        linkedin: null,
        packageEndDate: null,
        usage: { compares: 0, messages: 0, conversations: 0 },
      });
    });
    return message(
      say(
        request,
        'Your registration was successful! You can now log in.',
        'Kaydınız başarılı! Artık giriş yapabilirsiniz.',
      ),
      201,
    );
  }),

  http.post<PathParams, DefaultBodyType, Reply<MessageResponse>>('*/api/forgot-password', async ({ request }) => {
    await latency('default', request.signal);
    const body = await readBody(request, requestPasswordResetBody);
    if ('response' in body) return body.response;
    // Deliberately the same answer whether or not the account exists.
    return message(
      say(
        request,
        'If an account exists for this address, we have sent a reset link.',
        'Bu adrese ait bir hesap varsa, şifre sıfırlama bağlantısı gönderdik.',
      ),
    );
  }),
];
