import { login } from '@/api/generated/query/auth/auth';
import type { StoredUser } from '@/lib/session';
import { SEED_PASSWORD } from './render-app';

/** Signs in against the mock backend through the real client; returns what renderApp stores. */
export async function signInAs(email: string): Promise<StoredUser & { token: string }> {
  const { token, user } = await login({ email, password: SEED_PASSWORD });
  return {
    token,
    id: user.id,
    email: user.email,
    name: user.name,
    language: user.language,
    package_name: user.package_name,
    profilePic: user.profilePic ?? null,
  };
}
