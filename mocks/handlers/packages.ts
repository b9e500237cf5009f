// The package catalogue and the current user's package with its usage.
import { http, type DefaultBodyType, type PathParams } from 'msw';
import type { MyPackageResponse, PackageListResponse } from '@/api/generated/model';
import { changePackageBody } from '@/api/generated/zod/packages/packages.zod';
import { ok, readBody, requireUser, say, type Reply } from '../http-helpers';
import { latency } from '../latency';
import { PACKAGES } from '../seed-data';
import { mutate } from '../store';
import { myPackageOf } from '../views';

/** One month from now: a new paid period starts at the moment of the change. */
function oneMonthFromNow(): string {
  const end = new Date();
  end.setMonth(end.getMonth() + 1);
  return end.toISOString();
}

export const packagesHandlers = [
  http.get<PathParams, DefaultBodyType, Reply<PackageListResponse>>('*/api/packages', async ({ request }) => {
    await latency('default', request.signal);
    return ok([...PACKAGES]);
  }),

  http.get<PathParams, DefaultBodyType, Reply<MyPackageResponse>>('*/api/packages/me', async ({ request }) => {
    await latency('default', request.signal);
    const user = requireUser(request);
    if (user instanceof Response) return user;
    return ok(myPackageOf(user));
  }),

  http.put<PathParams, DefaultBodyType, Reply<MyPackageResponse>>('*/api/packages/me', async ({ request }) => {
    await latency('default', request.signal);
    const user = requireUser(request);
    if (user instanceof Response) return user;
    const body = await readBody(request, changePackageBody);
    if ('response' in body) return body.response;
    const level = body.data.package_name;
    // Choosing the current package again changes nothing: the period and the month's usage stay.
    if (level === user.package_name) {
      return ok(myPackageOf(user), {
        message: say(request, 'This is already your package.', 'Zaten bu paketi kullanıyorsunuz.'),
      });
    }
    const result = mutate(() => {
      user.package_name = level;
      user.packageEndDate = level === 'Level_1' ? null : oneMonthFromNow();
      // A new package starts with fresh counters (contract: "fresh usage counters").
      user.usage = { compares: 0, messages: 0, conversations: 0 };
      return myPackageOf(user);
    });
    return ok(result, { message: say(request, 'Your package has been updated.', 'Paketiniz güncellendi.') });
  }),
];
