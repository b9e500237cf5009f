// After registering, the sign-in page fills in the new account's email and greets a new user.
// The email travels in the router's location state: never in the address (logs,
// history, a shared link), and gone with the tab.

interface RegisteredState {
  registeredEmail: string;
}

export function registeredState(email: string): RegisteredState {
  return { registeredEmail: email };
}

/** The email just registered, from a location state (untyped: anything may be there), or null. */
export function readRegisteredEmail(state: unknown): string | null {
  const email = (state as Partial<RegisteredState> | null)?.registeredEmail;
  return typeof email === 'string' && email.length > 0 && email.length <= 254 ? email : null;
}
