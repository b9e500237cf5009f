import { login } from '@/api/generated/query/auth/auth';
import { toStoredUser, type StoredUser } from '@/lib/session';
import { SEED_PASSWORD } from './render-app';

/** Signs in against the mock backend through the real client; returns what renderApp stores. */
export async function signInAs(email: string): Promise<StoredUser & { token: string }> {
  const { token, user } = await login({ email, password: SEED_PASSWORD });
  return { token, ...toStoredUser(user) };
}
