// After a reset, the sign-in page says the password was changed. The fact travels in the router's
// location state, like a new account's email: never in the address, gone with the tab.

interface PasswordResetState {
  passwordReset: true;
}

export const passwordResetState = (): PasswordResetState => ({ passwordReset: true });

/** Whether a location state (untyped: anything may be there) comes from a finished reset. */
export const cameFromPasswordReset = (state: unknown): boolean =>
  (state as Partial<PasswordResetState> | null)?.passwordReset === true;

// An old link's "request a new one" fills the form with the address it was mailed to, the same way.
interface NewLinkState {
  resetEmail: string;
}

export const newLinkState = (email: string | undefined): NewLinkState | undefined =>
  email ? { resetEmail: email } : undefined;

/** The address an old link handed over, if the location state (untyped) holds one. */
export function readResetEmail(state: unknown): string {
  const email = (state as Partial<NewLinkState> | null)?.resetEmail;
  return typeof email === 'string' ? email : '';
}
