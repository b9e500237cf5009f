// The current user's profile and password.
import { http, type DefaultBodyType, type PathParams } from 'msw';
import type { MessageResponse, UserResponse } from '@/api/generated/model';
import { changePasswordBody, updateCurrentUserBody } from '@/api/generated/zod/users/users.zod';
import { fail, message, ok, readBody, requireUser, say, type Reply } from '../http-helpers';
import { latency } from '../latency';
import { findUserByEmail, mutate } from '../store';
import { toUser } from '../views';

export const usersHandlers = [
  http.get<PathParams, DefaultBodyType, Reply<UserResponse>>('*/api/users/me', async ({ request }) => {
    await latency('default', request.signal);
    const user = requireUser(request);
    if (user instanceof Response) return user;
    return ok(toUser(user));
  }),

  http.put<PathParams, DefaultBodyType, Reply<UserResponse>>('*/api/users/me', async ({ request }) => {
    await latency('default', request.signal);
    const user = requireUser(request);
    if (user instanceof Response) return user;
    const body = await readBody(request, updateCurrentUserBody);
    if ('response' in body) return body.response;
    const owner = findUserByEmail(body.data.email);
    if (owner && owner.id !== user.id) {
      return fail(409, say(request, 'This email address is already registered.', 'Bu e-posta adresi zaten kayıtlı.'));
    }
    const { name, email, language, phone, linkedin, profilePic } = body.data;
    const updated = mutate(() => {
      user.name = name.trim();
      user.email = email.trim();
      user.language = language;
      // Absent optional fields keep their value; an explicit null clears them.
      if (phone !== undefined) user.phone = phone;
      if (linkedin !== undefined) user.linkedin = linkedin;
      if (profilePic !== undefined) user.profilePic = profilePic;
      return toUser(user);
    });
    return ok(updated, { message: say(request, 'Profile updated successfully!', 'Profil başarıyla güncellendi!') });
  }),

  http.put<PathParams, DefaultBodyType, Reply<MessageResponse>>('*/api/users/me/password', async ({ request }) => {
    await latency('default', request.signal);
    const user = requireUser(request);
    if (user instanceof Response) return user;
    const body = await readBody(request, changePasswordBody);
    if ('response' in body) return body.response;
    if (body.data.oldPassword !== user.password) {
      return fail(400, say(request, 'Current password is incorrect.', 'Mevcut şifre hatalı.'));
    }
    if (body.data.newPassword === user.password) {
      return fail(
        400,
        say(
          request,
          'New password cannot be the same as your current password.',
          'Yeni şifre mevcut şifrenizle aynı olamaz.',
        ),
      );
    }
    mutate(() => {
      user.password = body.data.newPassword;
    });
    return message(say(request, 'Password updated successfully!', 'Şifre başarıyla güncellendi!'));
  }),
];
