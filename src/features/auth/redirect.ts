import { paths } from '@/config/paths';

/**
 * Where to go after signing in: the `redirectTo` the guard or the landing page put in the URL,
 * but only when it is a path inside the app area — never another site (`//evil.example`,
 * `https://…`) or another public page. The one exception is the contact form, whose input a 401
 * may have kept (lib/kept-draft.ts).
 */
export function safeRedirect(redirectTo: string | null): string {
  if (!redirectTo) return paths.app.compare.href();
  if (redirectTo === paths.contact.href()) return redirectTo;
  const appRoot = paths.app.root.href();
  const inApp = redirectTo === appRoot || redirectTo.startsWith(`${appRoot}/`) || redirectTo.startsWith(`${appRoot}?`);
  if (!inApp || redirectTo.includes('\\')) return paths.app.compare.href();
  return redirectTo;
}
