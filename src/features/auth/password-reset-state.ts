// After a reset, the sign-in page says the password was changed. The fact travels in the router's
// location state, like a new account's email: never in the address, gone with the tab.

interface PasswordResetState {
  passwordReset: true;
}

export const passwordResetState = (): PasswordResetState => ({ passwordReset: true });

/** Whether a location state (untyped: anything may be there) comes from a finished reset. */
export const cameFromPasswordReset = (state: unknown): boolean =>
  (state as Partial<PasswordResetState> | null)?.passwordReset === true;
