export * from './auth/auth.ts';
export * from './chat/chat.ts';
export * from './comparisons/comparisons.ts';
export * from './contacts/contacts.ts';
export * from './packages/packages.ts';
export * from './users/users.ts';
